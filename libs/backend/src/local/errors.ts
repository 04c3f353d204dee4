import { BackendError, type BackendErrorCode } from '../ports/errors';

export function fail(code: BackendErrorCode, message?: string, retryAt?: number): never {
  throw new BackendError(code, message, retryAt);
}
