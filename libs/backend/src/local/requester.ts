import type { Requester } from './access-rule';
import type { LocalTables } from './database';

/**
 * The signed-in user as the rules see it, read from the shared session record. Reading it inside a
 * transaction or live query ties the decision to the same snapshot as the data, and makes a listener
 * re-check when another tab signs out.
 */
export async function readRequester(db: LocalTables): Promise<Requester | null> {
  const session = await db.session.get('current');
  if (!session) return null;
  const user = await db.users.get(session.uid);
  return user ? { uid: user.uid, emailVerified: user.emailVerified } : null;
}
