import { expect } from 'vitest';
import { BackendError, type BackendErrorCode } from '../ports/errors';

export async function expectBackendError(promise: Promise<unknown>, code: BackendErrorCode): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, `expected a rejection with ${code}`).toBeInstanceOf(BackendError);
  expect((error as BackendError).code).toBe(code);
}
