import type { ProductKind } from '@console/data-paths';
import { SERVER_TIMESTAMP, type WriteOperation } from '@console/backend';
import { LOCALES, type Locale } from '@console/locale';
import { validateProductInput } from '../rules/validate-product';
import { productPath } from './product-paths';
import type { ProductWriteContext } from './product-writer';
import { assertPhotoAcceptable, discardPhoto, uploadProductPhoto } from './upload-product-photo';

export interface CreateProductInput<K extends ProductKind = ProductKind> {
  kind: K;
  /** The language the product was first written in: a language without texts gets a copy of its texts. */
  sourceLocale: Locale;
  fields: unknown;
  /** The texts written, by language; `sourceLocale`'s are required. */
  texts: Partial<Record<Locale, unknown>>;
  photo: File;
}

/**
 * Creates the product in every language with one id and one atomic batch. The languages written are
 * stored as translated; the others get a copy of the source language's texts marked untranslated, so
 * nothing is missing anywhere and the list can say so. Returns the new id. A refused batch writes
 * nothing and its photo is removed again.
 */
export async function createProduct<K extends ProductKind>(context: ProductWriteContext, { kind, sourceLocale, fields, texts, photo }: CreateProductInput<K>): Promise<string> {
  // The source language is always checked, even when its texts were left out.
  const valid = validateProductInput(kind, { fields, texts: { ...texts, [sourceLocale]: texts[sourceLocale] ?? {} } });
  assertPhotoAcceptable(photo);
  const id = context.backend.documents.newId();
  const storedPhoto = await uploadProductPhoto(context, kind, id, photo);
  const operations: WriteOperation[] = LOCALES.map((target) => ({
    type: 'set',
    path: productPath(context.backend.mode, context.uid, target, kind, id),
    data: {
      fields: valid.fields,
      texts: valid.texts[target] ?? valid.texts[sourceLocale],
      photo: storedPhoto,
      translated: valid.texts[target] !== undefined,
      sourceLocale,
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
