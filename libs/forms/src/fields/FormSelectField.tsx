import { SelectField, type SelectFieldProps } from '@console/ui';
import { useFormField } from '../store/use-form-field';
import { useFieldError } from './use-field-error';

export interface FormSelectFieldProps extends Omit<SelectFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> {
  name: string;
}

export function FormSelectField({ name, ...props }: FormSelectFieldProps) {
  const field = useFormField<string | undefined>(name);
  const error = useFieldError(name);
  return <SelectField {...props} name={name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={error} />;
}
