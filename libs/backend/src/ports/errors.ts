/**
 * Error codes that cross the port. They are Firebase's own codes, so that one mapping in the UI serves
 * both adapters; the local adapter raises exactly these.
 */
export const authErrorCodes = [
  'auth/invalid-credential',
  'auth/user-not-found',
  'auth/wrong-password',
  'auth/email-already-in-use',
  'auth/invalid-email',
  'auth/too-many-requests',
  /** An account an administrator disabled (Firebase's code). */
  'auth/user-disabled',
  /** Not a Firebase code: the local backend's lock after too many failed sign-ins, lifted by a password reset. */
  'auth/account-locked',
  'auth/expired-action-code',
  'auth/invalid-action-code',
  'auth/weak-password',
  /** The project's password policy (Identity Platform) refused the password. */
  'auth/password-does-not-meet-requirements',
  /** Not a Firebase code: the console refuses a new password equal to one used before. */
  'auth/password-previously-used',
  'auth/no-current-user',
  'auth/network-request-failed',
] as const;

export const documentErrorCodes = [
  'permission-denied',
  'not-found',
  'invalid-argument',
  'failed-precondition',
  'unavailable',
  'unauthenticated',
] as const;

export const fileErrorCodes = [
  'storage/unauthorized',
  'storage/object-not-found',
  'storage/invalid-format',
  'storage/file-too-large',
  'storage/canceled',
] as const;

export type AuthErrorCode = (typeof authErrorCodes)[number];
export type DocumentErrorCode = (typeof documentErrorCodes)[number];
export type FileErrorCode = (typeof fileErrorCodes)[number];
export type BackendErrorCode = AuthErrorCode | DocumentErrorCode | FileErrorCode | 'unknown';

const knownCodes: ReadonlySet<string> = new Set<string>([...authErrorCodes, ...documentErrorCodes, ...fileErrorCodes]);

/** The only error type that leaves the backend. `code` is always one of BackendErrorCode. */
export class BackendError extends Error {
  override readonly name = 'BackendError';
  constructor(
    readonly code: BackendErrorCode,
    message: string = code,
    /** When a refusal for too many attempts ends (epoch ms), if the backend knows; Firebase does not say. */
    readonly retryAt?: number,
  ) {
    super(message);
  }
}

export function isBackendError(error: unknown): error is BackendError {
  return error instanceof BackendError;
}

/** Runs a call so that whatever it throws, synchronously or not, leaves as a BackendError (`map`: how). */
export async function withBackendErrors<T>(run: () => Promise<T>, map: (error: unknown) => BackendError = toBackendError): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw map(error);
  }
}

/** Turns anything thrown by an SDK into a BackendError, keeping a known code and mapping the rest to `unknown`. */
export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  const normalised = code.startsWith('firestore/') ? code.slice('firestore/'.length) : code;
  const message = error instanceof Error ? error.message : String(error);
  return new BackendError(knownCodes.has(normalised) ? (normalised as BackendErrorCode) : 'unknown', message);
}
