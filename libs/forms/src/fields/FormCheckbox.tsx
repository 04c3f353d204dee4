import { Checkbox, type CheckboxProps } from '@console/ui';
import { useFormField } from '../store/use-form-field';
import { useFieldError } from './use-field-error';

export interface FormCheckboxProps extends Omit<CheckboxProps, 'name' | 'checked' | 'onChange' | 'onBlur' | 'error' | 'value'> {
  /** Path of a boolean in the form's values. */
  name: string;
}

export function FormCheckbox({ name, ...props }: FormCheckboxProps) {
  const field = useFormField<boolean | undefined>(name);
  const error = useFieldError(name);
  return (
    <Checkbox
      {...props}
      name={field.name}
      checked={Boolean(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
