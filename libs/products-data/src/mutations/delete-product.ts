import type { ProductKind } from '@console/data-paths';
import type { StoredFileRef } from '@console/backend';
import { LOCALES } from '@console/locale';
import { productPath } from './product-paths';
import type { ProductWriteContext } from './product-writer';
import { discardPhoto } from './upload-product-photo';

export interface DeleteProductInput {
  kind: ProductKind;
  id: string;
  photo: StoredFileRef | null;
}

/** Deletes the product from every language in one atomic batch, then its photo. */
export async function deleteProduct(context: ProductWriteContext, { kind, id, photo }: DeleteProductInput): Promise<void> {
  await context.backend.documents.batch(
    LOCALES.map((locale) => ({ type: 'delete' as const, path: productPath(context.backend.mode, context.uid, locale, kind, id) })),
  );
  await discardPhoto(context, photo);
}
