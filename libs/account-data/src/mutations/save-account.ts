import { paths } from '@console/data-paths';
import { SERVER_TIMESTAMP, writeConflict, type Backend, type DocumentData } from '@console/backend';
import { mergePlainData } from '@console/plain-data';
import { sameAccountContent } from '../model/account-content';
import type { Account } from '../model/account-types';
import { mapAccount } from '../model/map-account';
import { ASSISTANT_PHOTO_TYPES, MAX_ASSISTANT_PHOTO_BYTES, assistantPhotoPath, isAssistantPhotoPath } from '../photo/assistant-photo-rules';
import type { AccountChanges } from './account-changes';

export interface SaveAccountOptions {
  backend: Pick<Backend, 'documents' | 'files' | 'mode'>;
  uid: string;
  changes: AccountChanges;
  /**
   * The account the changes were made on (what the form loaded). When given, the save is refused with
   * `writeConflict` (nothing written, the new photo removed again) if the stored account no longer holds
   * the same settings: someone saved in between, and this save would silently undo their work.
   */
  baseline?: Account;
  /** Fraction 0..1 of the photo sent. */
  onProgress?: (fraction: number) => void;
  now?: () => number;
}

export interface SaveAccountResult {
  /** The photo now on the document, when a new one was uploaded. */
  photo: { path: string; url: string } | null;
  /** The account as this save left it (but for the server's time): what the next save starts from. */
  account: Account;
}

/**
 * Saves the given sections with one merge write, read and written in one transaction so that the check
 * against `baseline` and the write see the same document. The stored content is compared, not a version
 * number or a time: the settings are a few short texts, so a deep compare is cheap, exact, and needs no
 * clock or counter that every writer (another tab, an older console) would have to keep up. A new photo
 * is uploaded first; the file this write replaces is deleted only after the document points at the new
 * one, and a photo whose document write failed is removed again, so storage never holds a file nothing
 * refers to and never loses one something still refers to.
 */
export async function saveAccount({ backend, uid, changes, baseline, onProgress, now = Date.now }: SaveAccountOptions): Promise<SaveAccountResult> {
  const { documents, files, mode } = backend;
  const accountPath = paths.account(mode, uid);

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

  // Set by the transaction's last (committed) run: the photo the write replaced and the account it left.
  let replacedPhotoPath: string | undefined;
  let account = mapAccount(null);
  try {
    await documents.transaction([accountPath], ([snapshot]) => {
      const stored = snapshot?.data ?? null;
      const current = mapAccount(stored);
      if (baseline && !sameAccountContent(current, baseline)) throw writeConflict(accountPath);
      replacedPhotoPath = current.assistant.avatar.path;
      account = mapAccount(mergePlainData(stored ?? {}, data));
      return [{ type: 'set', path: accountPath, data, merge: true }];
    });
  } catch (error) {
    if (photo) await files.delete(photo.path).catch(() => undefined);
    throw error;
  }

  // The document is saved; a previous file that cannot be deleted costs only storage.
  if (photo && replacedPhotoPath && replacedPhotoPath !== photo.path && isAssistantPhotoPath(mode, uid, replacedPhotoPath)) {
    await files.delete(replacedPhotoPath).catch(() => undefined);
  }
  return { photo, account };
}
