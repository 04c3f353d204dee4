import { string } from 'yup';
import { isCommonPassword } from './common-passwords';
import { validationMessages } from './validation-messages';
import { siblingValue } from './sibling-value';
import { MIN_PASSWORD_LENGTH } from './password-length';

/**
 * Required, at least MIN_PASSWORD_LENGTH characters and not one of the most common passwords. Not
 * trimmed: spaces may be part of a password.
 */
export function passwordRule() {
  return string()
    .required(validationMessages.required)
    .min(MIN_PASSWORD_LENGTH, validationMessages.passwordMin)
    .test('not-common', validationMessages.commonPassword, (value) => !value || !isCommonPassword(value));
}

/** The repeated password; must equal the field named `passwordField` ("Passwords do not match"). */
export function passwordConfirmationRule(passwordField = 'password') {
  return string()
    .required(validationMessages.required)
    // A test rather than oneOf(ref): an empty repetition should say "required", not "do not match".
    .test('passwords-match', validationMessages.passwordsMismatch, function matches(value) {
      return !value || value === siblingValue(this, passwordField);
    });
}
