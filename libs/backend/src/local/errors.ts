import { BackendError, type BackendErrorCode } from '../ports/errors';

export function fail(code: BackendErrorCode, message?: string): never {
  throw new BackendError(code, message);
}
