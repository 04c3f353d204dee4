import type { TFunction } from 'i18next';
import { MIN_PASSWORD_LENGTH } from '../validation/password-rules';

/**
 * Values the validation texts may interpolate. They are the rules' own constants, so a text
 * such as "at least {{minPasswordLength}} characters" cannot drift from the rule.
 */
export const VALIDATION_MESSAGE_VALUES = { minPasswordLength: MIN_PASSWORD_LENGTH } as const;

/** Turns a yup message (a translation key such as "forms:validation.required") into text. */
export function translateValidationMessage(t: TFunction, message: string): string {
  return t(message, VALIDATION_MESSAGE_VALUES);
}
