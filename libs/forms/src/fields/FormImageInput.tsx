import { useField } from 'formik';
import { ImageInput, type ImageInputProps } from '@console/ui';
import { useFieldError } from './use-field-error';

export interface FormImageInputProps extends Omit<ImageInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> {
  /** Path of a File (newly chosen) or a string URL (already saved) in the form's values. */
  name: string;
}

export function FormImageInput({ name, ...props }: FormImageInputProps) {
  const [field, , helpers] = useField<File | string | null>(name);
  const error = useFieldError(name);
  return (
    <ImageInput
      {...props}
      name={name}
      value={field.value}
      error={error}
      onChange={(file) => {
        void helpers.setValue(file);
        void helpers.setTouched(true, false);
      }}
      onBlur={() => void helpers.setTouched(true)}
    />
  );
}
