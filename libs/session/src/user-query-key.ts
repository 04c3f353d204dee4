/** Root of every query key that holds one user's data; sign-out removes everything under it. */
export const USER_SCOPE = 'user';

/** Whose data and in which environment: the start of every key of a user's data. */
export interface UserDataScope {
  uid: string;
  /** The environment's mode (`backend.mode`): the same user's data of two environments are two queries. */
  mode: string;
}

/**
 * `['user', uid, mode, ...parts]`: the key of a query that holds data of the signed-in user, typed as the
 * exact tuple it is (a key factory's result says what its query holds apart). Each data library keeps
 * its keys in one factory object (`faqQueryKeys`, `productQueryKeys`…) built on this.
 */
export function userQueryKey<const P extends readonly unknown[]>({ uid, mode }: UserDataScope, ...parts: P): readonly [typeof USER_SCOPE, string, string, ...P] {
  return [USER_SCOPE, uid, mode, ...parts] as const;
}
