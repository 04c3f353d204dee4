import type { ActionCodeInfo, AuthUser } from '../ports/auth-port';
import { BackendError } from '../ports/errors';

/** The fields of Firebase's User this mapping reads; the SDK class satisfies it. */
export interface FirebaseUserLike {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

export function toAuthUser(user: FirebaseUserLike): AuthUser;
export function toAuthUser(user: FirebaseUserLike | null): AuthUser | null;
export function toAuthUser(user: FirebaseUserLike | null): AuthUser | null {
  // Accounts here are e-mail accounts; an e-mail-less user (e.g. anonymous) gets '' rather than null.
  return user ? { uid: user.uid, email: user.email ?? '', emailVerified: user.emailVerified } : null;
}

/**
 * `toAuthUser` that returns the previous object while uid, e-mail and verification are unchanged, so
 * `currentUser()` keeps its identity between changes (React compares external snapshots by identity).
 */
export function stableAuthUserMapper(): (user: FirebaseUserLike | null) => AuthUser | null {
  let last: AuthUser | null = null;
  return (user) => {
    const next = toAuthUser(user);
    const same = next && last && next.uid === last.uid && next.email === last.email && next.emailVerified === last.emailVerified;
    if (!same) last = next ? Object.freeze(next) : null;
    return last;
  };
}

/** Firebase's checkActionCode result; its `operation` covers more kinds than the console handles. */
export interface FirebaseActionCodeInfoLike {
  operation: string;
  data: { email?: string | null };
}

/** Codes for e-mail sign-in, e-mail recovery and the like are not the console's: they count as invalid. */
export function toActionCodeInfo(info: FirebaseActionCodeInfoLike): ActionCodeInfo {
  if (info.operation !== 'VERIFY_EMAIL' && info.operation !== 'PASSWORD_RESET') {
    throw new BackendError('auth/invalid-action-code', `Unsupported action code operation: ${info.operation}`);
  }
  return { operation: info.operation, email: info.data.email ?? '' };
}
