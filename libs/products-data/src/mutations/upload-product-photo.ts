import type { ProductKind } from '@console/data-paths';
import type { StoredFileRef } from '@console/backend';
import { MAX_PRODUCT_PHOTO_BYTES, PRODUCT_PHOTO_TYPES, photoRejection } from '../rules/photo-rules';
import { ruleMessages } from '../rules/rule-messages';
import { ProductInputError } from '../rules/product-input-error';
import { productPhotoPath } from './product-paths';
import type { ProductWriteContext } from './product-writer';

const rejectionMessages = { type: ruleMessages.imageType, size: ruleMessages.imageTooLarge, empty: ruleMessages.imageRequired } as const;

/** Checks the photo against the product rules (before any upload) and refuses it as a field problem. */
export function assertPhotoAcceptable(photo: File): void {
  const rejection = photoRejection(photo);
  if (rejection) throw new ProductInputError({ photo: rejectionMessages[rejection] });
}

/** Stores a product photo under the account's files and returns what the documents keep of it. */
export async function uploadProductPhoto({ backend, uid }: ProductWriteContext, kind: ProductKind, id: string, photo: File): Promise<StoredFileRef> {
  const { mode } = backend;
  const path = productPhotoPath(mode, uid, kind, id, photo.name, backend.documents.newId().slice(0, 8));
  const stored = await backend.files.upload(path, photo, { contentType: photo.type, allowedTypes: PRODUCT_PHOTO_TYPES, maxBytes: MAX_PRODUCT_PHOTO_BYTES });
  return { path: stored.path, url: stored.url };
}

/** Removes a photo nothing refers to any more; a failure only costs storage, so it is not reported. */
export async function discardPhoto({ backend }: ProductWriteContext, photo: StoredFileRef | null | undefined): Promise<void> {
  if (!photo?.path) return;
  await backend.files.delete(photo.path).catch(() => undefined);
}
