import type { QueryClient } from '@tanstack/react-query';
import type { AuthPort } from '@console/backend';
import { USER_SCOPE } from './user-query-key';

/** Sign-outs this tab asked for, so that the session watch tells them from another tab's. */
const endedHere = new WeakSet<AuthPort>();

/** Whether the latest sign-out was this tab's own; asking forgets it. */
export function takeSignOutEndedHere(auth: AuthPort): boolean {
  return endedHere.delete(auth);
}

/**
 * Ends the session. The user's cached queries are removed first, which stops their live listeners
 * while the session still exists (a listener outliving it would fail with permission-denied). A page
 * that never created the cache (`undefined`) has nothing cached.
 */
export async function signOut(auth: AuthPort, queryClient: QueryClient | undefined): Promise<void> {
  queryClient?.removeQueries({ queryKey: [USER_SCOPE] });
  endedHere.add(auth);
  try {
    await auth.signOut();
  } catch (error) {
    endedHere.delete(auth);
    throw error;
  }
}
