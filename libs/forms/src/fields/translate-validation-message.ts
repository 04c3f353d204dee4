import { runtimeTranslate } from '@console/i18n';
import type { TFunction } from 'i18next';
import { MIN_PASSWORD_LENGTH, parseValidationMessage } from '@console/validation/messages';

/**
 * Values the validation texts may interpolate. They are the rules' own constants, so a text
 * such as "at least {{minPasswordLength}} characters" cannot drift from the rule.
 */
export const VALIDATION_MESSAGE_VALUES = { minPasswordLength: MIN_PASSWORD_LENGTH } as const;

/**
 * Turns a yup message (a translation key such as "forms:validation.required", possibly with values
 * such as "forms:validation.maxLength?max=200") into text.
 */
export function translateValidationMessage(t: TFunction<'forms'>, message: string): string {
  const { key, values } = parseValidationMessage(message);
  return runtimeTranslate(t)(key, { ...VALIDATION_MESSAGE_VALUES, ...values });
}
