import { mixed } from 'yup';
import type { Locale, ProductKind, StoredFileRef } from '@console/backend';
import { draftFromProduct, emptyDraft, photoRejection, productSchema, ruleMessages, type AnyProduct, type ProductDraft } from '@console/products-data';

/** A chosen file, the saved photo, or nothing yet. */
export type PhotoValue = File | StoredFileRef | null;

export interface ProductFormValues<K extends ProductKind = ProductKind> extends ProductDraft<K> {
  photo: PhotoValue;
  /** For a copy not translated yet: the texts are fine as they are in this language. */
  markTranslated: boolean;
}

export function isStoredPhoto(value: unknown): value is StoredFileRef {
  return typeof value === 'object' && value !== null && !(value instanceof Blob) && typeof (value as StoredFileRef).url === 'string';
}

export function initialFormValues<K extends ProductKind>(kind: K, product: AnyProduct | null): ProductFormValues<K> {
  const draft = product ? draftFromProduct<K>(product as AnyProduct & { kind: K }) : emptyDraft(kind);
  return { ...draft, photo: product?.photo ?? null, markTranslated: false };
}

const photoMessages = { type: ruleMessages.imageType, size: ruleMessages.imageTooLarge, empty: ruleMessages.imageRequired } as const;

/** The product rules of the kind, plus the photo: required, and a new file within the photo rules. */
export function productFormSchema(kind: ProductKind) {
  return productSchema(kind).shape({
    photo: mixed<File | StoredFileRef>()
      .nullable()
      .test('photo', ruleMessages.imageRequired, function photo(value) {
        if (value instanceof File) {
          const rejection = photoRejection(value);
          return rejection ? this.createError({ message: photoMessages[rejection] }) : true;
        }
        return isStoredPhoto(value) && value.url !== '';
      }),
  });
}

/** Texts are saved (and marked translated) when they changed or the person says they are ready. */
export function shouldSaveTexts(values: ProductFormValues, initial: ProductFormValues): boolean {
  return values.markTranslated || JSON.stringify(values.texts) !== JSON.stringify(initial.texts);
}

export type { Locale };
