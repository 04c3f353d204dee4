import { string } from 'yup';
import { EMAIL_PATTERN } from '@console/document-rules';
import { maxLengthMessage } from './length-rules';
import { validationMessages } from './validation-messages';

/**
 * One "@", no spaces, and a domain with at least one dot and no empty labels (the one pattern the
 * rules of both backends check too). Deliberately loose: the identity provider is the real judge of a
 * sign-in address, this only catches typing mistakes.
 */
export { EMAIL_PATTERN };
/** The longest address the standards allow (RFC 5321 path limit less the angle brackets). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * An optional e-mail address: empty is fine, anything else must look like an address of at most
 * `max` characters (a stored address may have a lower limit than the standard's).
 */
export function emailRule(max = MAX_EMAIL_LENGTH) {
  return string()
    .trim()
    .max(max, maxLengthMessage(max))
    .matches(EMAIL_PATTERN, { message: validationMessages.email, excludeEmptyString: true });
}

/** A required e-mail address ("Enter your e-mail address" when empty, "Invalid e-mail address" when malformed). */
export function requiredEmailRule(max = MAX_EMAIL_LENGTH) {
  return emailRule(max).required(validationMessages.enterEmail);
}
