// What a form needs to show validation messages, without yup and the rules: the fields import this
// entry, so that a page's first visit does not download them (the rules load when a form validates).
export { validationMessages, type ValidationMessageKey } from './validation-messages';
export { messageWithValues, parseValidationMessage } from './message-values';
export { MIN_PASSWORD_LENGTH } from './password-length';
