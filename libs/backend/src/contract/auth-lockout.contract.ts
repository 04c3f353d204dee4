import { describe, expect, it } from 'vitest';
import type { ContractEnvironment, MakeEnvironment } from './environment';
import { expectBackendError } from './expect-backend-error';
import { alice, everyone } from './fixtures';

const minute = 60 * 1000;

async function failSignIns(environment: ContractEnvironment, times: number, advanceBetween = 0): Promise<void> {
  for (let attempt = 0; attempt < times; attempt++) {
    environment.advanceClock(advanceBetween);
    await expectBackendError(environment.backend.auth.signIn(alice.email, 'wrong-password'), 'auth/invalid-credential');
  }
}

/** Five failures, five more a minute apart (each locks again): the tenth disables the account. */
async function disableAlice(environment: ContractEnvironment): Promise<void> {
  await failSignIns(environment, 5);
  await failSignIns(environment, 5, minute);
}

/** Throttling of failed sign-ins: a one-minute lock after 5 in a row, a disabled account after 10. */
export function describeAuthLockoutContract(make: MakeEnvironment): void {
  describe('auth: sign-in lockout', () => {
    it('refuses even the right password for a minute after five failures in a row', async () => {
      const environment = await make({ seed: everyone });
      await failSignIns(environment, 5);
      await expectBackendError(environment.backend.auth.signIn(alice.email, alice.password), 'auth/too-many-requests');
      environment.advanceClock(minute - 1000);
      await expectBackendError(environment.backend.auth.signIn(alice.email, alice.password), 'auth/too-many-requests');
      environment.advanceClock(1000);
      expect((await environment.backend.auth.signIn(alice.email, alice.password)).uid).toBe(alice.uid);
    });

    it('starts counting again after a successful sign-in', async () => {
      const environment = await make({ seed: everyone });
      await failSignIns(environment, 4);
      await environment.backend.auth.signIn(alice.email, alice.password);
      await failSignIns(environment, 4);
      expect((await environment.backend.auth.signIn(alice.email, alice.password)).uid).toBe(alice.uid);
    });

    it('keeps counting after the minute and disables the account at the tenth failure', async () => {
      const environment = await make({ seed: everyone });
      await disableAlice(environment);
      environment.advanceClock(60 * minute);
      await expectBackendError(environment.backend.auth.signIn(alice.email, alice.password), 'auth/account-locked');
    });

    it('reveals a lock or a disabled account only to the right password', async () => {
      const environment = await make({ seed: everyone });
      await failSignIns(environment, 5);
      // A wrong guess during the lock is answered as any wrong guess, and is not counted.
      await failSignIns(environment, 5);
      await expectBackendError(environment.backend.auth.signIn(alice.email, alice.password), 'auth/too-many-requests');
      environment.advanceClock(minute);
      expect((await environment.backend.auth.signIn(alice.email, alice.password)).uid).toBe(alice.uid);
      await environment.backend.auth.signOut();
      await disableAlice(environment);
      await failSignIns(environment, 1, 60 * minute);
      await expectBackendError(environment.backend.auth.signIn(alice.email, alice.password), 'auth/account-locked');
    });

    it('counts failures that arrive together, so none slips past the lock', async () => {
      const environment = await make({ seed: everyone });
      await Promise.all(Array.from({ length: 5 }, () => expectBackendError(environment.backend.auth.signIn(alice.email, 'wrong-password'), 'auth/invalid-credential')));
      await expectBackendError(environment.backend.auth.signIn(alice.email, alice.password), 'auth/too-many-requests');
    });

    it('restores a disabled account when its password is reset', async () => {
      const environment = await make({ seed: everyone });
      await disableAlice(environment);
      await environment.backend.auth.sendPasswordResetEmail(alice.email);
      const code = await environment.lastActionCode(alice.email, 'resetPassword');
      await environment.backend.auth.confirmPasswordReset(code ?? '', 'restored-secret');
      expect((await environment.backend.auth.signIn(alice.email, 'restored-secret')).uid).toBe(alice.uid);
      await environment.backend.auth.signOut();
      await failSignIns(environment, 4);
      expect((await environment.backend.auth.signIn(alice.email, 'restored-secret')).uid).toBe(alice.uid);
    });
  });
}
