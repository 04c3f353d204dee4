import { SERVER_TIMESTAMP, type Locale, type ProductKind, type WriteOperation } from '@console/backend';
import { LOCALES } from '@console/locale';
import { validateProductInput } from '../rules/validate-product';
import { productPath } from './product-paths';
import type { ProductWriteContext } from './product-writer';
import { assertPhotoAcceptable, discardPhoto, uploadProductPhoto } from './upload-product-photo';

export interface CreateProductInput<K extends ProductKind = ProductKind> {
  kind: K;
  /** The language the texts were written in. */
  locale: Locale;
  fields: unknown;
  texts: unknown;
  photo: File;
}

/**
 * Creates the product in every language with one id and one atomic batch: the texts go to the other
 * languages as a copy marked untranslated, so nothing is missing anywhere and the list can say so.
 * Returns the new id. A refused batch writes nothing and its photo is removed again.
 */
export async function createProduct<K extends ProductKind>(context: ProductWriteContext, { kind, locale, fields, texts, photo }: CreateProductInput<K>): Promise<string> {
  const valid = validateProductInput(kind, { fields, texts });
  assertPhotoAcceptable(photo);
  const id = context.backend.documents.newId();
  const storedPhoto = await uploadProductPhoto(context, kind, id, photo);
  const operations: WriteOperation[] = LOCALES.map((target) => ({
    type: 'set',
    path: productPath(context.mode, context.uid, target, kind, id),
    data: {
      fields: valid.fields,
      texts: valid.texts,
      photo: storedPhoto,
      translated: target === locale,
      sourceLocale: locale,
      createdAt: SERVER_TIMESTAMP,
      updatedAt: SERVER_TIMESTAMP,
    },
  }));
  try {
    await context.backend.documents.batch(operations);
  } catch (error) {
    await discardPhoto(context, storedPhoto);
    throw error;
  }
  return id;
}
