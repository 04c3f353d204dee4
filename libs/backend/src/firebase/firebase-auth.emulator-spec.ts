import { describe, expect, it, vi } from 'vitest';
import { describeAuthActionCodeContract, describeAuthSessionContract } from '../contract';
import type { ContractCapabilities } from '../contract';
import { authEmulatorEnvironment } from './auth-emulator-environment';

/**
 * A real Auth service has no clock a test can move, no second tab sharing a session in one test
 * process, and neither the password history nor the lockout the console adds in local mode.
 */
const lacking: Partial<ContractCapabilities> = { clock: false, sharedTabs: false, consoleRules: false };

// Without IndexedDB the SDK's usage heartbeat stays off: it would otherwise still be writing for an app
// that its test has already deleted. The sessions here live in memory anyway.
vi.stubGlobal('indexedDB', undefined);

describe('Firebase adapter on the Auth emulator', () => {
  describeAuthSessionContract(authEmulatorEnvironment, lacking);
  describeAuthActionCodeContract(authEmulatorEnvironment, lacking);

  describe('the token the rules read', () => {
    const email = 'new-bank@example.com';
    const password = 'Verified-token-2026';

    it('says verified as soon as this tab applies the verification link', async () => {
      const environment = await authEmulatorEnvironment();
      await environment.backend.auth.register(email, password);
      await environment.backend.auth.sendEmailVerification();
      expect((await environment.idTokenClaims())['email_verified']).toBe(false);
      await environment.backend.auth.applyActionCode((await environment.lastActionCode(email, 'verifyEmail')) ?? '');
      expect((await environment.idTokenClaims())['email_verified']).toBe(true);
    });

    it('says verified after a reload once the link was opened elsewhere', async () => {
      const environment = await authEmulatorEnvironment();
      await environment.backend.auth.register(email, password);
      await environment.backend.auth.sendEmailVerification();
      const code = (await environment.lastActionCode(email, 'verifyEmail')) ?? '';
      // Another browser, signed out, opens the link from the mailbox.
      await environment.otherBrowser().auth.applyActionCode(code);
      expect((await environment.idTokenClaims())['email_verified']).toBe(false);
      expect((await environment.backend.auth.reload())?.emailVerified).toBe(true);
      expect((await environment.idTokenClaims())['email_verified']).toBe(true);
    });
  });
});
