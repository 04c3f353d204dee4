import type { BackendErrorCode } from './ports/errors';

/** Key in the `common` namespace of the message a person sees for each error code. */
const messageKeys = {
  'auth/user-not-found': 'errors.userNotFound',
  'auth/wrong-password': 'errors.wrongPassword',
  'auth/invalid-credential': 'errors.invalidCredential',
  'auth/email-already-in-use': 'errors.emailInUse',
  'auth/too-many-requests': 'errors.tooManyRequests',
  'auth/account-locked': 'errors.accountDisabled',
  'auth/user-disabled': 'errors.accountDisabledByAdministrator',
  'auth/expired-action-code': 'errors.linkExpired',
  'auth/invalid-action-code': 'errors.invalidLink',
  'auth/weak-password': 'errors.weakPassword',
  'auth/password-does-not-meet-requirements': 'errors.passwordPolicy',
  'auth/password-previously-used': 'errors.passwordPreviouslyUsed',
  'auth/network-request-failed': 'errors.network',
  unavailable: 'errors.network',
  'permission-denied': 'errors.permissionDenied',
  'storage/unauthorized': 'errors.permissionDenied',
  'storage/file-too-large': 'errors.fileTooLarge',
  'storage/invalid-format': 'errors.fileType',
} as const satisfies Partial<Record<BackendErrorCode, `errors.${string}`>>;

/** A key of the `common` namespace that says what went wrong. */
export type ErrorMessageKey = (typeof messageKeys)[keyof typeof messageKeys] | 'errors.generic';

/**
 * The one mapping from an error to the specification's user message (`common:errors.*`); anything
 * unknown is "Something went wrong".
 */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  return (typeof code === 'string' && code in messageKeys ? messageKeys[code as keyof typeof messageKeys] : undefined) ?? 'errors.generic';
}

const connectionCodes: ReadonlySet<string> = new Set(['unavailable', 'auth/network-request-failed']);

/**
 * Whether a write failed for want of a connection (the backend could not be reached, or the browser is
 * offline): worth trying again by itself once the connection is back, unlike a refusal.
 */
export function isConnectionError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  return (typeof code === 'string' && connectionCodes.has(code)) || (typeof navigator !== 'undefined' && navigator.onLine === false);
}
