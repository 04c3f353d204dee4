import type { QueryKey } from '@tanstack/react-query';

/** Root of every query key that holds one user's data; sign-out removes everything under it. */
export const USER_SCOPE = 'user';

/** `['user', uid, ...parts]`: the key of a query that holds data of the signed-in user. */
export function userQueryKey(uid: string, ...parts: readonly unknown[]): QueryKey {
  return [USER_SCOPE, uid, ...parts];
}
