/** Root of every query key that holds one user's data; sign-out removes everything under it. */
export const USER_SCOPE = 'user';

/**
 * `['user', uid, ...parts]`: the key of a query that holds data of the signed-in user, typed as the
 * exact tuple it is (a key factory's result says what its query holds apart).
 */
export function userQueryKey<const P extends readonly unknown[]>(uid: string, ...parts: P): readonly [typeof USER_SCOPE, string, ...P] {
  return [USER_SCOPE, uid, ...parts] as const;
}
