import { TextAreaField, type TextAreaFieldProps } from '@console/ui';
import { useFormField } from '../store/use-form-field';
import { useFieldError } from './use-field-error';

export interface FormTextAreaFieldProps extends Omit<TextAreaFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> {
  /** Path of the value in the form's values. */
  name: string;
}

export function FormTextAreaField({ name, ...props }: FormTextAreaFieldProps) {
  const field = useFormField<string | undefined>(name);
  const error = useFieldError(name);
  return <TextAreaField {...props} name={name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={error} />;
}
