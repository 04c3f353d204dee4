import { TextField, type TextFieldProps } from '@console/ui';
import { useFormField } from '../store/use-form-field';
import { useFieldError } from './use-field-error';

export interface FormTextFieldProps extends Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> {
  /** Path of the value in the form's values. */
  name: string;
}

export function FormTextField({ name, ...props }: FormTextFieldProps) {
  const field = useFormField<string | number | undefined>(name);
  const error = useFieldError(name);
  return <TextField {...props} name={name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={error} />;
}
