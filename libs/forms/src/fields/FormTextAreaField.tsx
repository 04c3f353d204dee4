import { useField } from 'formik';
import { TextAreaField, type TextAreaFieldProps } from '@console/ui';
import { useFieldError } from './use-field-error';

export interface FormTextAreaFieldProps extends Omit<TextAreaFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> {
  /** Path of the value in the form's values. */
  name: string;
}

export function FormTextAreaField({ name, ...props }: FormTextAreaFieldProps) {
  const [field] = useField<string | undefined>(name);
  const error = useFieldError(name);
  return <TextAreaField {...props} {...field} value={field.value ?? ''} error={error} />;
}
