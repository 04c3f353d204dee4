import { useField } from 'formik';
import { Checkbox, type CheckboxProps } from '@console/ui';
import { useFieldError } from './use-field-error';

export interface FormCheckboxProps extends Omit<CheckboxProps, 'name' | 'checked' | 'onChange' | 'onBlur' | 'error' | 'value'> {
  /** Path of a boolean in the form's values. */
  name: string;
}

export function FormCheckbox({ name, ...props }: FormCheckboxProps) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const error = useFieldError(name);
  return (
    <Checkbox
      {...props}
      name={field.name}
      checked={Boolean(field.checked)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
