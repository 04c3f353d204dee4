import { filesKeyOf } from '@console/data-paths';

/** Who is asking, as far as the rules care. */
export interface Requester {
  uid: string;
  emailVerified: boolean;
}

export type AccessOperation = 'read' | 'write';

/** Areas keyed by a public assistant id rather than a user id: whose they are is looked up. */
const ASSISTANT_AREAS = new Set(['assistants', 'published', 'analytics', 'leads']);

/** The assistant id of a path in an area keyed by one (`mode/{mode}/published/{assistantId}/…`), or null. */
export function assistantIdOf(path: string): string | null {
  const segments = path.split('/');
  return segments[0] === 'mode' && ASSISTANT_AREAS.has(segments[2] ?? '') && segments[3] ? segments[3] : null;
}

/** Path of the record naming an assistant's owner (kept in sync with `paths.assistantOwner`). */
export function assistantOwnerPath(path: string, assistantId: string): string {
  return `mode/${path.split('/')[1]}/assistants/${assistantId}`;
}

/**
 * The access model of the Firestore and Storage rules, for documents and files alike:
 * - `mode/{mode}/accounts/{uid}` and everything below it belongs to that user alone, as do the files in
 *   `mode/{mode}/files/{filesKey}` (the key: the digest of that user id, `filesKeyOf`);
 * - writing below the account document needs a verified e-mail;
 * - the catalogue `mode/{mode}/faqs/**` is readable by any signed-in user and never writable;
 * - a published assistant's documents `mode/{mode}/published/{assistantId}/**` are readable by anyone,
 *   signed in or not, by their ids (only its owner lists them), and written only by its owner with a
 *   verified e-mail; `mode/{mode}/assistants/{assistantId}`
 *   names the owner (`assistantOwner`, the owner after the write for a new record), read and written by
 *   that owner alone; its counters `mode/{mode}/analytics/{assistantId}/**` are read by the owner alone
 *   (the server adds customers' events to them); its leads `mode/{mode}/leads/{assistantId}/**`
 *   likewise (customers create them as `isCustomerWriteAllowed` of `@console/document-rules` allows);
 * - everything else is closed, and so is everything while signed out.
 *
 * Writes are decided by `isOwnerWriteAllowed` of `@console/document-rules` (which documents, by whom,
 * with which fields); this coarse rule decides them only where the backend was told to accept any
 * document shape (the tests of Firestore's semantics).
 */
export function isAllowed(path: string, operation: AccessOperation, requester: Requester | null, assistantOwner: string | null = null): boolean {
  const segments = path.split('/');
  if (segments[0] !== 'mode' || !segments[1]) return false;
  const area = segments[2];
  // A published document is read by its id, never listed (the ids are not for strangers to collect).
  if (area === 'published' && operation === 'read' && segments[3] && segments.length % 2 === 0) return true;
  if (!requester) return false;
  if (area === 'faqs') return operation === 'read';
  if (area && ASSISTANT_AREAS.has(area)) {
    if (!segments[3] || assistantOwner !== requester.uid) return false;
    return operation === 'read' || requester.emailVerified;
  }
  // An account's files: the folder is named by the digest of its owner's user id (paths.accountFiles).
  if (area === 'files') {
    if (!segments[3] || segments[3] !== filesKeyOf(requester.uid) || segments.length < 5) return false;
    return operation === 'read' || requester.emailVerified;
  }
  if (area !== 'accounts' || segments[3] !== requester.uid) return false;
  if (operation === 'read' || segments.length === 4) return true;
  return requester.emailVerified;
}
