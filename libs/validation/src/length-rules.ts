import { string } from 'yup';
import { messageWithValues } from './message-values';
import { validationMessages } from './validation-messages';

/** "Use at most {{max}} characters", with the limit to show. */
export const maxLengthMessage = (max: number): string => messageWithValues(validationMessages.maxLength, { max });

/**
 * An optional text of at most `max` characters. Trimmed first: the limit applies to what is saved
 * (forms save `schema.cast(values)`), so spaces around a value that fits never make it too long.
 */
export function optionalTextRule(max: number) {
  return string().trim().max(max, maxLengthMessage(max));
}
