/** Who is asking, as far as the rules care. */
export interface Requester {
  uid: string;
  emailVerified: boolean;
}

export type AccessOperation = 'read' | 'write';

/**
 * The access model of the Firestore and Storage rules, for documents and files alike:
 * - `mode/{mode}/accounts/{uid}` and everything below it belongs to that user alone;
 * - writing below the account document needs a verified e-mail (the account document itself is
 *   written by the registration form before verification);
 * - the catalogue `mode/{mode}/faqs/**` is readable by any signed-in user and never writable;
 * - everything else is closed, and so is everything while signed out.
 */
export function isAllowed(path: string, operation: AccessOperation, requester: Requester | null): boolean {
  if (!requester) return false;
  const segments = path.split('/');
  if (segments[0] !== 'mode' || !segments[1]) return false;
  const area = segments[2];
  if (area === 'faqs') return operation === 'read';
  if (area !== 'accounts' || segments[3] !== requester.uid) return false;
  if (operation === 'read' || segments.length === 4) return true;
  return requester.emailVerified;
}
