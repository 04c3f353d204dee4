import { useTranslation } from 'react-i18next';
import { useFileUrl } from '@console/backend/react';
import { useFieldError, useFormField } from '@console/forms';
import { MAX_PRODUCT_PHOTO_BYTES, PRODUCT_PHOTO_TYPES } from '@console/products-data/form';
import { ImageInput } from '@console/ui';
import { isStoredPhoto, type PhotoValue } from './product-form-values';

/**
 * The photo: a newly chosen file, or the saved one shown through its storage path (a saved object
 * URL dies with the page that made it).
 */
export function ProductPhotoField() {
  const { t } = useTranslation('products');
  const field = useFormField<PhotoValue>('photo');
  const error = useFieldError('photo');
  const savedUrl = useFileUrl(isStoredPhoto(field.value) ? field.value : null);
  const value = field.value instanceof File ? field.value : (savedUrl ?? null);
  return (
    <ImageInput
      name="photo"
      label={t('fields.photo')}
      required
      accept={PRODUCT_PHOTO_TYPES}
      maxSizeBytes={MAX_PRODUCT_PHOTO_BYTES}
      value={value}
      error={error}
      onChange={(file) => {
        field.setValue(file);
        field.setTouched(true, false);
      }}
      onBlur={() => field.setTouched(true)}
    />
  );
}
