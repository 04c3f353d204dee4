// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalBackend } from '../local/index';
import { testHashIterations } from '../local/local-test-environment';
import type { AuthUser } from '../ports/auth-port';
import type { Backend } from '../ports/backend';
import { deferBackend } from './deferred-backend';

const account = { uid: 'u1', email: 'staff@bank.example', password: 'secret-1', emailVerified: true };

let databases = 0;
/** A real local backend behind a loader that counts its calls; each test has a database of its own. */
function countedLoader(name = `deferred-${(databases += 1)}`) {
  const load = vi.fn(
    (): Promise<Backend> => createLocalBackend({ databaseName: name, passwordHashIterations: testHashIterations, seed: async () => ({ users: [account], documents: [] }) }),
  );
  return load;
}

const publicPage = (load: () => Promise<Backend>) => deferBackend(load, { kind: 'local', mode: 'staging', publicPage: true });
const firstAuthState = (backend: Backend) =>
  new Promise<AuthUser | null>((resolve) => {
    const stop = backend.auth.onAuthStateChanged((user) => {
      queueMicrotask(stop);
      resolve(user);
    });
  });

afterEach(() => localStorage.clear());

describe('a backend loaded on first need', () => {
  it('shows a public page to a browser holding no session without loading the adapter', async () => {
    const load = countedLoader();
    const backend = publicPage(load);

    expect(backend.assumesSignedOut()).toBe(true);
    await expect(backend.auth.authStateReady()).resolves.toBeNull();
    await expect(firstAuthState(backend)).resolves.toBeNull();
    expect(backend.auth.currentUser()).toBeNull();
    backend.analytics.logEvent('login_page_visited');
    backend.auth.setLanguage('en');
    expect(backend.documents.newId()).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the adapter once when the visitor signs in, and its listeners then hear the real state', async () => {
    const load = countedLoader();
    const backend = publicPage(load);
    const heard: Array<string | null> = [];
    backend.auth.onAuthStateChanged((user) => heard.push(user?.uid ?? null));

    const [user] = await Promise.all([backend.auth.signIn(account.email, account.password), backend.load()]);

    expect(user.uid).toBe('u1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(backend.assumesSignedOut()).toBe(false);
    await vi.waitFor(() => expect(heard.at(-1)).toBe('u1'));
    expect(backend.auth.currentUser()?.uid).toBe('u1');
  });

  it('loads the adapter at once where a session may be kept: a signed-in page, or a browser that signed in before', async () => {
    const name = `deferred-${(databases += 1)}`;
    const first = publicPage(countedLoader(name));
    await first.auth.signIn(account.email, account.password);

    // A public page opened later in this browser asks the adapter, which restores the session.
    const again = countedLoader(name);
    const reopened = publicPage(again);
    expect(reopened.assumesSignedOut()).toBe(false);
    await expect(reopened.auth.authStateReady()).resolves.toMatchObject({ uid: 'u1' });
    expect(again).toHaveBeenCalledTimes(1);

    // After signing out, the next public page needs nothing of the adapter again.
    await reopened.auth.signOut();
    await vi.waitFor(() => expect(publicPage(countedLoader(name)).assumesSignedOut()).toBe(true));

    const signedInPage = countedLoader(name);
    const backend = deferBackend(signedInPage, { kind: 'local', mode: 'staging', publicPage: false });
    await expect(backend.auth.authStateReady()).resolves.toBeNull();
    expect(signedInPage).toHaveBeenCalledTimes(1);
  });

  it('never starts a listener stopped before the adapter arrived, and hands it what waited for it', async () => {
    const adapter = countedLoader();
    const spies: Record<string, ReturnType<typeof vi.fn>> = {};
    const load = async () => {
      const real = await adapter();
      spies['logEvent'] = vi.spyOn(real.analytics, 'logEvent');
      spies['setConsent'] = vi.spyOn(real.analytics, 'setConsent');
      spies['setLanguage'] = vi.spyOn(real.auth, 'setLanguage');
      return real;
    };
    const backend = publicPage(load);
    const stopped = vi.fn();
    backend.documents.watchDoc('mode/staging/accounts/u1', stopped, stopped)();
    backend.auth.setLanguage('sq');
    backend.analytics.setConsent(true);
    backend.analytics.logEvent('login_page_visited', { page_visited: 'login' });

    await backend.load();

    expect(adapter).toHaveBeenCalledTimes(1);
    expect(stopped).not.toHaveBeenCalled();
    expect(spies['setLanguage']).toHaveBeenCalledWith('sq');
    expect(spies['setConsent']).toHaveBeenCalledWith(true);
    expect(spies['logEvent']).toHaveBeenCalledWith('login_page_visited', { page_visited: 'login' });
  });

  it('reports a failed load as a backend error and tries again on the next need', async () => {
    const load = vi.fn<() => Promise<Backend>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockImplementation(countedLoader());
    const backend = publicPage(load);

    await expect(backend.auth.signIn(account.email, account.password)).rejects.toMatchObject({ name: 'BackendError' });
    await expect(backend.auth.signIn(account.email, account.password)).resolves.toMatchObject({ uid: 'u1' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
