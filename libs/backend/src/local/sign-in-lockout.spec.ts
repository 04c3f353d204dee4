import { describe, expect, it } from 'vitest';
import { alice, everyone } from '../contract/fixtures';
import { BackendError } from '../ports/errors';
import { localTestEnvironment } from './local-test-environment';

const minute = 60 * 1000;

async function refusal(promise: Promise<unknown>): Promise<BackendError> {
  const reason: unknown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(reason).toBeInstanceOf(BackendError);
  return reason as BackendError;
}

describe('local sign-in lockout', () => {
  it('tells the right password when the lock ends, and a wrong one nothing', async () => {
    const environment = await localTestEnvironment({ seed: everyone });
    for (let attempt = 0; attempt < 5; attempt++) await refusal(environment.backend.auth.signIn(alice.email, 'wrong-password'));
    const lockedAt = environment.now();
    environment.advanceClock(20_000);

    const locked = await refusal(environment.backend.auth.signIn(alice.email, alice.password));
    expect(locked.code).toBe('auth/too-many-requests');
    expect(locked.retryAt).toBe(lockedAt + minute);

    const wrong = await refusal(environment.backend.auth.signIn(alice.email, 'wrong-password'));
    expect(wrong.code).toBe('auth/invalid-credential');
    expect(wrong.retryAt).toBeUndefined();
  });
});
