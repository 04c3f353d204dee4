import { BackendError, isBackendError } from './errors';

/**
 * A conditional write (in `transaction`) found another version stored than the one it was based on:
 * someone saved in between. Nothing was written; the caller can show both versions and let the person
 * choose.
 */
export function writeConflict(path: string): BackendError {
  return new BackendError('failed-precondition', `"${path}" changed since it was read`);
}

export function isWriteConflict(error: unknown): boolean {
  return isBackendError(error) && error.code === 'failed-precondition';
}
