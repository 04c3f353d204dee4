import { PasswordField, type PasswordFieldProps } from '@console/ui';
import { useFormField } from '../store/use-form-field';
import { useFieldError } from './use-field-error';

export interface FormPasswordFieldProps extends Omit<PasswordFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> {
  name: string;
}

export function FormPasswordField({ name, ...props }: FormPasswordFieldProps) {
  const field = useFormField<string | undefined>(name);
  const error = useFieldError(name);
  return <PasswordField {...props} name={name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={error} />;
}
