import { ASSISTANT_PHOTO_TYPES, MAX_ASSISTANT_PHOTO_BYTES } from '@console/account-data';
import { useFieldError, useFormField } from '@console/forms';
import { ImageInput } from '@console/ui';

export interface AssistantPhotoFieldProps {
  name: string;
  label: string;
  previewAlt: string;
  /** What an `<img>` can show for the saved photo (the form holds only its saved URL, which may no longer load). */
  savedPhotoUrl: string | undefined;
  /** 0–100 while the photo uploads. */
  progress?: number | undefined;
  required?: boolean;
}

/**
 * The assistant's photo: PNG, JPEG or WEBP up to 2 MB, the limits the upload itself enforces. A wrong
 * file is refused with a message before it reaches the form.
 */
export function AssistantPhotoField({ name, label, previewAlt, savedPhotoUrl, progress, required }: AssistantPhotoFieldProps) {
  const field = useFormField<File | string | null>(name);
  const error = useFieldError(name);
  const shown = field.value instanceof File ? field.value : field.value ? (savedPhotoUrl ?? null) : null;
  return (
    <ImageInput
      label={label}
      name={name}
      value={shown}
      accept={ASSISTANT_PHOTO_TYPES}
      maxSizeBytes={MAX_ASSISTANT_PHOTO_BYTES}
      previewAlt={previewAlt}
      error={error}
      required={required}
      {...(progress === undefined ? {} : { progress })}
      onChange={(file) => {
        field.setValue(file);
        field.setTouched(true, false);
      }}
      onBlur={() => field.setTouched(true)}
    />
  );
}
