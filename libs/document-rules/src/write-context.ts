import { optionalString, sameValue, type Fields } from './field-checks';
import { isOwnFilePath } from '@console/data-paths';
import { MAX_FILE_PATH_LENGTH, MAX_FILE_URL_LENGTH } from './limits';

/** What a rule knows of a write besides the document after it: as the rules' `request` and `resource`. */
export interface WriteContext {
  /** The path's `{name}` segments. */
  params: Readonly<Record<string, string>>;
  /** The document before the write, or null when it is new. */
  before: Fields | null;
  /** The server's time of the write, in epoch ms: what a server timestamp in it became. */
  now: number;
  /** The signed-in user, as the rules' `request.auth`. */
  requester: { uid: string; emailVerified: boolean } | null;
  /**
   * The download URLs this backend's files have: Storage's `https://firebasestorage.googleapis.com/…`
   * in Firebase, page-lived `blob:` URLs in the local backend.
   */
  fileUrl: RegExp;
}

/**
 * A stored file reference `{ path, <urlKey> }`: the path inside the owner's own folder, the URL one of
 * this backend's. A reference the write leaves as it was passes (the demo's built-in portrait).
 */
export function validStoredFile(file: Fields, before: Fields | null, urlKey: string, context: WriteContext): boolean {
  if (before && sameValue(before, file)) return true;
  const { mode = '', uid = '' } = context.params;
  const path = file['path'];
  const url = file[urlKey];
  return (
    (path === undefined || (typeof path === 'string' && path.length <= MAX_FILE_PATH_LENGTH && isOwnFilePath(path, mode, uid))) &&
    optionalString(file, urlKey, MAX_FILE_URL_LENGTH) &&
    (url === undefined || url === '' || (typeof url === 'string' && context.fileUrl.test(url)))
  );
}
