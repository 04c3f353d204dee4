export { translateValidationMessage, VALIDATION_MESSAGE_VALUES } from './fields/translate-validation-message';
export { Form, type FormProps } from './store/Form';
export type { FormState } from './store/field-store';
export { useFormField, useFormSelector, useFormValue, type FormField } from './store/use-form-field';
export { useFieldError } from './fields/use-field-error';
export { FormTextField, type FormTextFieldProps } from './fields/FormTextField';
export { FormTextAreaField, type FormTextAreaFieldProps } from './fields/FormTextAreaField';
export { FormPasswordField, type FormPasswordFieldProps } from './fields/FormPasswordField';
export { FormSelectField, type FormSelectFieldProps } from './fields/FormSelectField';
export { FormCheckbox, type FormCheckboxProps } from './fields/FormCheckbox';
export { FormImageInput, type FormImageInputProps } from './fields/FormImageInput';
export { FormStatus, type FormStatusProps } from './status/FormStatus';
export { FocusFirstInvalidField } from './focus/FocusFirstInvalidField';
export { schemaOnUse, type LoadSchema } from './validation/schema-on-use';

export { useStoredVersion, type ChangedElsewhere, type StoredVersion, type StoredVersionOptions } from './stored-version/use-stored-version';
