import { SERVER_TIMESTAMP, paths, type Backend, type DocumentData } from '@console/backend';
import { mapAccount } from '../model/map-account';
import { ASSISTANT_PHOTO_TYPES, MAX_ASSISTANT_PHOTO_BYTES, assistantPhotoPath, isAssistantPhotoPath } from '../photo/assistant-photo-rules';
import type { AccountChanges } from './account-changes';

export interface SaveAccountOptions {
  backend: Pick<Backend, 'documents' | 'files'>;
  mode: string;
  uid: string;
  changes: AccountChanges;
  /** Fraction 0..1 of the photo sent. */
  onProgress?: (fraction: number) => void;
  now?: () => number;
}

export interface SaveAccountResult {
  /** The photo now on the document, when a new one was uploaded. */
  photo: { path: string; url: string } | null;
}

/**
 * Saves the given sections with one merge write. A new photo is uploaded first; the file it replaces
 * is deleted only after the document points at the new one, and a photo whose document write failed
 * is removed again, so storage never holds a file nothing refers to.
 */
export async function saveAccount({ backend, mode, uid, changes, onProgress, now = Date.now }: SaveAccountOptions): Promise<SaveAccountResult> {
  const { documents, files } = backend;
  const accountPath = paths.account(mode, uid);
  const previousPath = changes.assistantPhoto ? mapAccount((await documents.getDoc(accountPath)).data).assistant.avatar.path : undefined;

  let photo: SaveAccountResult['photo'] = null;
  if (changes.assistantPhoto) {
    const file = changes.assistantPhoto;
    const stored = await files.upload(assistantPhotoPath(mode, uid, file.type, now()), file, {
      contentType: file.type,
      allowedTypes: ASSISTANT_PHOTO_TYPES,
      maxBytes: MAX_ASSISTANT_PHOTO_BYTES,
      ...(onProgress ? { onProgress } : {}),
    });
    photo = { path: stored.path, url: stored.url };
  }

  const data: DocumentData = {};
  if (changes.profile || changes.customerType) {
    data['profile'] = {
      ...(changes.profile ? { ...changes.profile, updatedAt: SERVER_TIMESTAMP } : {}),
      ...(changes.customerType ? { customerType: changes.customerType } : {}),
    };
  }
  if (changes.assistant || photo) {
    data['assistant'] = { ...changes.assistant, ...(photo ? { avatar: { default: photo.url, path: photo.path } } : {}) };
  }
  if (changes.bank) data['bank'] = { ...changes.bank };

  try {
    await documents.setDoc(accountPath, data, { merge: true });
  } catch (error) {
    if (photo) await files.delete(photo.path).catch(() => undefined);
    throw error;
  }

  // The document is saved; a previous file that cannot be deleted costs only storage.
  if (photo && previousPath && previousPath !== photo.path && isAssistantPhotoPath(mode, uid, previousPath)) {
    await files.delete(previousPath).catch(() => undefined);
  }
  return { photo };
}
