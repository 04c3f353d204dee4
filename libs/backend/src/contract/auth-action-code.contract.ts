import { describe, expect, it } from 'vitest';
import { withCapabilities, type ContractCapabilities } from './capabilities';
import type { ContractEnvironment, MakeEnvironment } from './environment';
import { expectBackendError } from './expect-backend-error';
import { alice, carol, everyone } from './fixtures';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

async function sentCode(environment: ContractEnvironment, email: string, kind: 'verifyEmail' | 'resetPassword'): Promise<string> {
  const code = await environment.lastActionCode(email, kind);
  if (!code) throw new Error(`No ${kind} e-mail was sent to ${email}`);
  return code;
}

async function requestReset(environment: ContractEnvironment, email: string): Promise<string> {
  await environment.backend.auth.sendPasswordResetEmail(email);
  return sentCode(environment, email, 'resetPassword');
}

/** E-mail verification and password reset by link with an oobCode. */
export function describeAuthActionCodeContract(make: MakeEnvironment, lacking: Partial<ContractCapabilities> = {}): void {
  const can = withCapabilities(lacking);

  describe('auth: e-mail verification', () => {
    async function verificationSentToCarol() {
      const environment = await make({ seed: everyone });
      await environment.backend.auth.signIn(carol.email, carol.password);
      await environment.backend.auth.sendEmailVerification();
      return { environment, code: await sentCode(environment, carol.email, 'verifyEmail') };
    }

    it('verifies the e-mail with the code from the link, once', async () => {
      const { environment, code } = await verificationSentToCarol();
      const { auth } = environment.backend;
      expect(await auth.checkActionCode(code)).toEqual({ operation: 'VERIFY_EMAIL', email: carol.email });
      await auth.applyActionCode(code);
      expect((await auth.reload())?.emailVerified).toBe(true);
      await expectBackendError(auth.applyActionCode(code), 'auth/invalid-action-code');
      await expectBackendError(auth.checkActionCode(code), 'auth/invalid-action-code');
    });

    if (can.clock) {
      it('accepts a verification link for three days and then says expired-action-code', async () => {
        const { environment, code } = await verificationSentToCarol();
        environment.advanceClock(3 * day - 1000);
        expect((await environment.backend.auth.checkActionCode(code)).operation).toBe('VERIFY_EMAIL');
        environment.advanceClock(1000);
        await expectBackendError(environment.backend.auth.checkActionCode(code), 'auth/expired-action-code');
        await expectBackendError(environment.backend.auth.applyActionCode(code), 'auth/expired-action-code');
        expect((await environment.backend.auth.reload())?.emailVerified).toBe(false);
      });
    }

    it('refuses unknown codes and codes meant for the other operation', async () => {
      const { environment, code } = await verificationSentToCarol();
      const { auth } = environment.backend;
      await expectBackendError(auth.checkActionCode('made-up-code'), 'auth/invalid-action-code');
      await expectBackendError(auth.applyActionCode(''), 'auth/invalid-action-code');
      await expectBackendError(auth.verifyPasswordResetCode(code), 'auth/invalid-action-code');
      const resetCode = await requestReset(environment, carol.email);
      await expectBackendError(auth.applyActionCode(resetCode), 'auth/invalid-action-code');
    });
  });

  describe('auth: password reset', () => {
    it('resets the password with the code from the link, once', async () => {
      const environment = await make({ seed: everyone });
      const { auth } = environment.backend;
      const code = await requestReset(environment, ` ${alice.email.toUpperCase()} `);
      expect(await auth.checkActionCode(code)).toEqual({ operation: 'PASSWORD_RESET', email: alice.email });
      expect(await auth.verifyPasswordResetCode(code)).toBe(alice.email);
      await auth.confirmPasswordReset(code, 'brand-new-secret');
      await expectBackendError(auth.signIn(alice.email, alice.password), 'auth/invalid-credential');
      expect((await auth.signIn(alice.email, 'brand-new-secret')).uid).toBe(alice.uid);
      await expectBackendError(auth.confirmPasswordReset(code, 'another-secret'), 'auth/invalid-action-code');
    });

    it('verifies the e-mail too, as the link could only be opened from that mailbox', async () => {
      const environment = await make({ seed: everyone });
      const code = await requestReset(environment, carol.email);
      await environment.backend.auth.confirmPasswordReset(code, 'carol-new-secret');
      expect(await environment.backend.auth.signIn(carol.email, 'carol-new-secret')).toEqual({ uid: carol.uid, email: carol.email, emailVerified: true });
    });

    if (can.clock) {
      it('accepts a reset link for one hour and then says expired-action-code', async () => {
        const environment = await make({ seed: everyone });
        const code = await requestReset(environment, alice.email);
        environment.advanceClock(hour - 1000);
        expect(await environment.backend.auth.verifyPasswordResetCode(code)).toBe(alice.email);
        environment.advanceClock(1000);
        await expectBackendError(environment.backend.auth.verifyPasswordResetCode(code), 'auth/expired-action-code');
        await expectBackendError(environment.backend.auth.confirmPasswordReset(code, 'brand-new-secret'), 'auth/expired-action-code');
      });
    }

    it('refuses a weak new password and keeps the code for a better one', async () => {
      const environment = await make({ seed: everyone });
      const { auth } = environment.backend;
      const code = await requestReset(environment, alice.email);
      await expectBackendError(auth.confirmPasswordReset(code, '12345'), 'auth/weak-password');
      await auth.confirmPasswordReset(code, 'second-secret');
      expect((await auth.signIn(alice.email, 'second-secret')).uid).toBe(alice.uid);
    });

    if (can.consoleRules) {
      it('refuses any password used before', async () => {
        const environment = await make({ seed: everyone });
        const { auth } = environment.backend;
        const first = await requestReset(environment, alice.email);
        await expectBackendError(auth.confirmPasswordReset(first, alice.password), 'auth/password-previously-used');
        await auth.confirmPasswordReset(first, 'second-secret');

        const second = await requestReset(environment, alice.email);
        await expectBackendError(auth.confirmPasswordReset(second, alice.password), 'auth/password-previously-used');
        await expectBackendError(auth.confirmPasswordReset(second, 'second-secret'), 'auth/password-previously-used');
        await auth.confirmPasswordReset(second, 'third-secret');
        expect((await auth.signIn(alice.email, 'third-secret')).uid).toBe(alice.uid);
      });
    }

    it('pretends to send a reset to an unknown e-mail while enumeration protection is on', async () => {
      const environment = await make({ seed: everyone });
      await expect(environment.backend.auth.sendPasswordResetEmail('nobody@bank.example')).resolves.toBeUndefined();
      expect(await environment.lastActionCode('nobody@bank.example', 'resetPassword')).toBeUndefined();
      await expectBackendError(environment.backend.auth.sendPasswordResetEmail('not-an-email'), 'auth/invalid-email');
    });

    it('says user-not-found for an unknown e-mail when enumeration protection is off', async () => {
      const environment = await make({ seed: everyone, emailEnumerationProtection: false });
      await expectBackendError(environment.backend.auth.sendPasswordResetEmail('nobody@bank.example'), 'auth/user-not-found');
    });
  });
}
