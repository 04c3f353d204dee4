import { useField } from 'formik';
import { TextField, type TextFieldProps } from '@console/ui';
import { useFieldError } from './use-field-error';

export interface FormTextFieldProps extends Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> {
  /** Path of the value in the form's values. */
  name: string;
}

export function FormTextField({ name, ...props }: FormTextFieldProps) {
  const [field] = useField<string | number | undefined>(name);
  const error = useFieldError(name);
  return <TextField {...props} {...field} value={field.value ?? ''} error={error} />;
}
