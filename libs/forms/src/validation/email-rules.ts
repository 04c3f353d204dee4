import { string } from 'yup';
import { validationMessages } from './validation-messages';

/**
 * One "@", no spaces, and a domain with at least one dot and no empty labels. Deliberately
 * loose: the identity provider is the real judge, this only catches typing mistakes.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;
const MAX_EMAIL_LENGTH = 254;

/** An optional e-mail address: empty is fine, anything else must look like an address. */
export function emailRule() {
  return string()
    .trim()
    .max(MAX_EMAIL_LENGTH, validationMessages.email)
    .matches(EMAIL_PATTERN, { message: validationMessages.email, excludeEmptyString: true });
}

/** A required e-mail address ("Enter your email" when empty, "Invalid email" when malformed). */
export function requiredEmailRule() {
  return emailRule().required(validationMessages.enterEmail);
}
