import { useField } from 'formik';
import { SelectField, type SelectFieldProps } from '@console/ui';
import { useFieldError } from './use-field-error';

export interface FormSelectFieldProps extends Omit<SelectFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> {
  name: string;
}

export function FormSelectField({ name, ...props }: FormSelectFieldProps) {
  const [field] = useField<string | undefined>(name);
  const error = useFieldError(name);
  return <SelectField {...props} {...field} value={field.value ?? ''} error={error} />;
}
