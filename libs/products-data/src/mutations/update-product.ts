import { SERVER_TIMESTAMP, type Locale, type ProductKind, type StoredFileRef, type WriteOperation } from '@console/backend';
import { LOCALES } from '@console/locale';
import { validateProductInput } from '../rules/validate-product';
import { productPath } from './product-paths';
import type { ProductWriteContext } from './product-writer';
import { assertPhotoAcceptable, discardPhoto, uploadProductPhoto } from './upload-product-photo';

export interface UpdateProductInput<K extends ProductKind = ProductKind> {
  kind: K;
  id: string;
  /** The language being edited. */
  locale: Locale;
  fields: unknown;
  texts: unknown;
  /** A new file replaces `currentPhoto`; the saved reference keeps it. */
  photo: File | StoredFileRef;
  currentPhoto: StoredFileRef | null;
  /** Writes the texts to `locale` and marks them translated; false leaves every language's texts alone. */
  saveTexts: boolean;
}

/**
 * Saves the language-independent fields to every language and, when asked, this language's texts, in
 * one atomic batch. The texts of the other languages are never touched.
 */
export async function updateProduct<K extends ProductKind>(context: ProductWriteContext, input: UpdateProductInput<K>): Promise<void> {
  const { kind, id, locale, photo, currentPhoto, saveTexts } = input;
  const valid = validateProductInput(kind, { fields: input.fields, texts: input.texts });
  const newFile = photo instanceof File ? photo : null;
  if (newFile) assertPhotoAcceptable(newFile);
  const storedPhoto = newFile ? await uploadProductPhoto(context, kind, id, newFile) : (photo as StoredFileRef);
  const operations: WriteOperation[] = LOCALES.map((target) => ({
    type: 'update',
    path: productPath(context.mode, context.uid, target, kind, id),
    data: {
      fields: valid.fields,
      photo: { ...storedPhoto },
      updatedAt: SERVER_TIMESTAMP,
      ...(saveTexts && target === locale ? { texts: valid.texts, translated: true } : {}),
    },
  }));
  try {
    await context.backend.documents.batch(operations);
  } catch (error) {
    if (newFile) await discardPhoto(context, storedPhoto);
    throw error;
  }
  if (newFile && currentPhoto?.path !== storedPhoto.path) await discardPhoto(context, currentPhoto);
}
