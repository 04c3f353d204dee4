import { useField } from 'formik';
import { PasswordField, type PasswordFieldProps } from '@console/ui';
import { useFieldError } from './use-field-error';

export interface FormPasswordFieldProps extends Omit<PasswordFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> {
  name: string;
}

export function FormPasswordField({ name, ...props }: FormPasswordFieldProps) {
  const [field] = useField<string | undefined>(name);
  const error = useFieldError(name);
  return <PasswordField {...props} {...field} value={field.value ?? ''} error={error} />;
}
