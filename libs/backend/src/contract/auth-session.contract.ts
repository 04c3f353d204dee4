import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../ports/auth-port';
import { withCapabilities, type ContractCapabilities } from './capabilities';
import type { MakeEnvironment } from './environment';
import { expectBackendError } from './expect-backend-error';
import { alice, bob, carol, everyone } from './fixtures';
import { recorder } from './listener-recorder';

const uidsOf = (users: Array<AuthUser | null>) => users.map((user) => user?.uid ?? null);

/** Registration, sign-in, sign-out and the session shared by the tabs of a browser. */
export function describeAuthSessionContract(make: MakeEnvironment, lacking: Partial<ContractCapabilities> = {}): void {
  const can = withCapabilities(lacking);

  describe('auth: registration and session', () => {
    it('registers with a normalised e-mail and signs the new user in', async () => {
      const { backend } = await make();
      const user = await backend.auth.register('  New.User@Bank.Example ', 'secret-1');
      expect(user).toEqual({ uid: expect.any(String), email: 'new.user@bank.example', emailVerified: false });
      expect(backend.auth.currentUser()).toEqual(user);
      // A registration starts a session as a sign-in does.
      expect(await backend.auth.sessionStartedAt()).toEqual(expect.any(Number));
      await backend.auth.signOut();
      expect(await backend.auth.signIn('NEW.USER@bank.example', 'secret-1')).toEqual(user);
    });

    it('refuses an invalid e-mail, a short password and an address already in use', async () => {
      const { backend } = await make({ seed: everyone });
      await expectBackendError(backend.auth.register('not-an-email', 'secret-1'), 'auth/invalid-email');
      await expectBackendError(backend.auth.register('someone@bank.example', '12345'), 'auth/weak-password');
      await expectBackendError(backend.auth.register(` ${alice.email.toUpperCase()}`, 'secret-1'), 'auth/email-already-in-use');
      expect(backend.auth.currentUser()).toBeNull();
    });

    it('signs in and out', async () => {
      const { backend } = await make({ seed: everyone });
      expect(await backend.auth.signIn(alice.email, alice.password)).toEqual({ uid: alice.uid, email: alice.email, emailVerified: true });
      await backend.auth.signOut();
      expect(backend.auth.currentUser()).toBeNull();
    });

    it('keeps the identity of currentUser() until the user changes, as React snapshots need', async () => {
      const { backend } = await make({ seed: everyone });
      await backend.auth.signIn(alice.email, alice.password);
      const first = backend.auth.currentUser();
      expect(backend.auth.currentUser()).toBe(first);
      await backend.auth.reload();
      expect(backend.auth.currentUser()).toBe(first);
      await backend.auth.signOut();
      await backend.auth.signIn(bob.email, bob.password);
      expect(backend.auth.currentUser()).not.toBe(first);
      expect(backend.auth.currentUser()?.uid).toBe(bob.uid);
    });

    it('answers invalid-credential for an unknown e-mail and a wrong password alike', async () => {
      const { backend } = await make({ seed: everyone });
      await expectBackendError(backend.auth.signIn('nobody@bank.example', 'secret-1'), 'auth/invalid-credential');
      await expectBackendError(backend.auth.signIn(alice.email, 'wrong-password'), 'auth/invalid-credential');
      await expectBackendError(backend.auth.signIn('not-an-email', 'secret-1'), 'auth/invalid-email');
      expect(backend.auth.currentUser()).toBeNull();
    });

    it('tells user-not-found from wrong-password when e-mail enumeration protection is off', async () => {
      const { backend } = await make({ seed: everyone, emailEnumerationProtection: false });
      await expectBackendError(backend.auth.signIn('nobody@bank.example', 'secret-1'), 'auth/user-not-found');
      await expectBackendError(backend.auth.signIn(alice.email, 'wrong-password'), 'auth/wrong-password');
    });

    it('fires onAuthStateChanged once with the current user, then on every sign-in and sign-out', async () => {
      const { backend } = await make({ seed: everyone });
      const states = recorder<AuthUser | null>();
      const stop = backend.auth.onAuthStateChanged(states.onNext);
      await states.waitFor((values) => values.length === 1);
      await backend.auth.signIn(alice.email, alice.password);
      await backend.auth.signOut();
      await backend.auth.signIn(bob.email, bob.password);
      await states.waitFor((values) => values.length === 4);
      stop();
      await backend.auth.signOut();
      expect(uidsOf(states.values)).toEqual([null, alice.uid, null, bob.uid]);
    });

    it('tells when the session began: at its sign-in, not later; null when signed out', async () => {
      const environment = await make({ seed: everyone });
      const { auth } = environment.backend;
      expect(await auth.sessionStartedAt()).toBeNull();
      // Firebase's auth_time has whole seconds.
      const before = Math.floor(environment.now() / 1000) * 1000;
      await auth.signIn(alice.email, alice.password);
      const startedAt = await auth.sessionStartedAt();
      expect(startedAt).toBeGreaterThanOrEqual(before);
      expect(startedAt).toBeLessThanOrEqual(environment.now());
      if (can.clock) {
        environment.advanceClock(60 * 60 * 1000);
        await auth.reload();
        expect(await auth.sessionStartedAt()).toBe(startedAt);
        await auth.signOut();
        await auth.signIn(alice.email, alice.password);
        expect(await auth.sessionStartedAt()).toBe(environment.now());
      }
      if (can.sharedTabs) expect(await (await environment.openTab()).auth.sessionStartedAt()).toBe(await auth.sessionStartedAt());
      await auth.signOut();
      expect(await auth.sessionStartedAt()).toBeNull();
    });

    if (can.sharedTabs) {
      it('restores the session after a reload', async () => {
        const environment = await make({ seed: everyone });
        await environment.backend.auth.signIn(alice.email, alice.password);
        const reloaded = await environment.openTab();
        expect((await reloaded.auth.authStateReady())?.uid).toBe(alice.uid);
        expect(reloaded.auth.currentUser()?.uid).toBe(alice.uid);
        const states = recorder<AuthUser | null>();
        const stop = reloaded.auth.onAuthStateChanged(states.onNext);
        await states.waitFor((values) => values.length === 1);
        stop();
        expect(uidsOf(states.values)).toEqual([alice.uid]);
      });

      it('hears sign-outs and sign-ins made in another tab', async () => {
        const environment = await make({ seed: everyone });
        await environment.backend.auth.signIn(alice.email, alice.password);
        const otherTab = await environment.openTab();
        const states = recorder<AuthUser | null>();
        const stop = environment.backend.auth.onAuthStateChanged(states.onNext);
        await states.waitFor((values) => values.length === 1);

        await otherTab.auth.signOut();
        await states.waitFor((values) => values.length === 2);
        await otherTab.auth.signIn(bob.email, bob.password);
        await states.waitFor((values) => values.length === 3);
        stop();
        expect(uidsOf(states.values)).toEqual([alice.uid, null, bob.uid]);
        expect(environment.backend.auth.currentUser()?.uid).toBe(bob.uid);
      });

      it('sees on reload an e-mail verified in another tab', async () => {
        const environment = await make({ seed: everyone });
        await environment.backend.auth.signIn(carol.email, carol.password);
        await environment.backend.auth.sendEmailVerification();
        const code = await environment.lastActionCode(carol.email, 'verifyEmail');
        const otherTab = await environment.openTab();
        await otherTab.auth.applyActionCode(code ?? '');
        expect((await environment.backend.auth.reload())?.emailVerified).toBe(true);
        expect(environment.backend.auth.currentUser()?.emailVerified).toBe(true);
      });
    }

    it('refuses operations that need a user while signed out with no-current-user', async () => {
      const { backend } = await make({ seed: everyone });
      await expectBackendError(backend.auth.sendEmailVerification(), 'auth/no-current-user');
      expect(await backend.auth.reload()).toBeNull();
    });
  });
}
