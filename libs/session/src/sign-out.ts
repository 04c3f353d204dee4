import type { QueryClient } from '@tanstack/react-query';
import type { AuthPort } from '@console/backend';
import { USER_SCOPE } from './user-query-key';

/**
 * Ends the session. The user's cached queries are removed first, which stops their live listeners
 * while the session still exists (a listener outliving it would fail with permission-denied).
 */
export async function signOut(auth: AuthPort, queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: [USER_SCOPE] });
  await auth.signOut();
}
