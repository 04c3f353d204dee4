export * from './messages';
export { passwordRule, passwordConfirmationRule } from './password-rules';
export { EMAIL_PATTERN, MAX_EMAIL_LENGTH, emailRule, requiredEmailRule } from './email-rules';
export { maxLengthMessage, optionalTextRule } from './length-rules';
export { requiredTextRule, agreementRule, requiredImageRule } from './basic-rules';
export { optionalNumberRule, nonNegativeNumberRule, notAboveField, minNotAboveMaxRule } from './number-rules';
export { hexColourRule } from './format-rules';
export { siblingValue } from './sibling-value';
