import type { ProductKind } from '@console/data-paths';
import { BackendError, SERVER_TIMESTAMP, writeConflict, type StoredFileRef, type WriteOperation } from '@console/backend';
import { LOCALES, type Locale } from '@console/locale';
import { mapProduct } from '../model/map-product';
import type { ProductInLanguages } from '../model/product-in-languages';
import { validateProductInput } from '../rules/validate-product';
import { productPath } from './product-paths';
import type { ProductWriteContext } from './product-writer';
import { storedAsBaseline } from './stored-as-baseline';
import { assertPhotoAcceptable, discardPhoto, uploadProductPhoto } from './upload-product-photo';

export interface UpdateProductInput<K extends ProductKind = ProductKind> {
  kind: K;
  id: string;
  fields: unknown;
  /** The texts to save, by language; each is marked translated. Languages left out keep their texts. */
  texts: Partial<Record<Locale, unknown>>;
  /** A new file replaces the stored photo; the stored reference keeps it. */
  photo: File | StoredFileRef;
  /**
   * The product in every language as the edit started from. The save is refused with `writeConflict`
   * when the stored product no longer holds it: someone saved in between, and this save would undo
   * their work.
   */
  baseline: ProductInLanguages;
}

/**
 * Saves the language-independent fields to every language and the texts of the languages given, in one
 * transaction that first checks the stored product against `baseline`. The check compares content, not
 * a version number or a time: a product is a few dozen plain values, so a deep compare is cheap and
 * exact, needs no clock or counter every writer must keep, and is not set off by a save that changed
 * nothing this edit touches. Only the photo this very write replaces is deleted, after the write; a new
 * photo whose write failed is removed again.
 */
export async function updateProduct<K extends ProductKind>(context: ProductWriteContext, input: UpdateProductInput<K>): Promise<void> {
  const { kind, id, photo, baseline } = input;
  const valid = validateProductInput(kind, { fields: input.fields, texts: input.texts });
  const textsWritten = LOCALES.filter((locale) => valid.texts[locale] !== undefined);
  const newFile = photo instanceof File ? photo : null;
  if (newFile) assertPhotoAcceptable(newFile);
  const storedPhoto = newFile ? await uploadProductPhoto(context, kind, id, newFile) : (photo as StoredFileRef);
  const paths = LOCALES.map((target) => productPath(context.backend.mode, context.uid, target, kind, id));
  const operations: WriteOperation[] = LOCALES.map((target, index) => ({
    type: 'update',
    path: paths[index] ?? '',
    data: {
      fields: valid.fields,
      photo: { ...storedPhoto },
      updatedAt: SERVER_TIMESTAMP,
      ...(valid.texts[target] ? { texts: valid.texts[target], translated: true } : {}),
    },
  }));
  // Set by the transaction's last (committed) run.
  let replacedPhoto = null as StoredFileRef | null;
  try {
    await context.backend.documents.transaction(paths, (snapshots) => {
      const stored = LOCALES.map((target, index) => {
        const snapshot = snapshots[index];
        if (!snapshot?.exists) throw new BackendError('not-found', `"${paths[index]}" does not exist`);
        return mapProduct(kind, target, { id: snapshot.id, path: snapshot.path, data: snapshot.data ?? {} });
      });
      if (!storedAsBaseline(baseline, stored, textsWritten)) throw writeConflict(paths[0] ?? '');
      replacedPhoto = stored[0]?.photo ?? null;
      return operations;
    });
  } catch (error) {
    if (newFile) await discardPhoto(context, storedPhoto);
    throw error;
  }
  if (newFile && replacedPhoto?.path !== storedPhoto.path) await discardPhoto(context, replacedPhoto);
}
