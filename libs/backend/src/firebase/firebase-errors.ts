import { BackendError, toBackendError, withBackendErrors as withErrorsMapped, type BackendErrorCode } from '../ports/errors';

/**
 * Codes Firebase uses for a condition the port already names differently. Older Auth backends answer
 * a failed sign-in with `invalid-login-credentials`; Storage says `unauthenticated` where the console
 * only distinguishes "not allowed".
 */
const codeAliases: Readonly<Record<string, BackendErrorCode>> = {
  'auth/invalid-login-credentials': 'auth/invalid-credential',
  'storage/unauthenticated': 'storage/unauthorized',
};

/** FirebaseError, FirestoreError and StorageError all become a BackendError that keeps their code. */
export function fromFirebaseError(error: unknown): BackendError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const alias = codeAliases[code];
  if (alias) return new BackendError(alias, error instanceof Error ? error.message : alias);
  return toBackendError(error);
}

/** Runs an SDK call so that whatever it throws, synchronously or not, leaves as a BackendError. */
export const withBackendErrors = <T>(run: () => Promise<T>): Promise<T> => withErrorsMapped(run, fromFirebaseError);
