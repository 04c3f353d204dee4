import { ImageInput, type ImageInputProps } from '@console/ui';
import { useFormField } from '../store/use-form-field';
import { useFieldError } from './use-field-error';

export interface FormImageInputProps extends Omit<ImageInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> {
  /** Path of a File (newly chosen) or a string URL (already saved) in the form's values. */
  name: string;
}

export function FormImageInput({ name, ...props }: FormImageInputProps) {
  const field = useFormField<File | string | null>(name);
  const error = useFieldError(name);
  return (
    <ImageInput
      {...props}
      name={name}
      value={field.value}
      error={error}
      onChange={(file) => {
        field.setValue(file);
        field.setTouched(true, false);
      }}
      onBlur={() => field.setTouched(true)}
    />
  );
}
