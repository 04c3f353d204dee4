import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Outlet, RouterProvider, createMemoryRouter, useBlocker, useMatches } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createGuardLoader, sessionRememberedRouteStore, sessionSignInReturnStore } from '@console/auth-guard';
import { paths } from '@console/data-paths';
import { useBackend } from '@console/backend/react';
import type { Backend } from '@console/backend';
import { useLiveQuery } from '@console/live-query';
import { createTestBackend, createTestQueryClient, renderWithProviders, uniqueDatabaseName } from '@console/testing';
import { LAST_ACTIVITY_KEY } from './activity-store';
import { signOut } from './sign-out';
import { useAuthUser } from './use-auth-user';
import { useLeaveAndSignOut } from './use-leave-and-sign-out';
import { useSessionEndedReason } from './use-session-ended-reason';
import { useSessionWatch, type SessionWatchOptions } from './use-session-watch';
import { userQueryKey } from './user-query-key';

const minute = 60 * 1000;
const ana = { uid: 'ana', email: 'ana@bank.example', password: 'secret-1', emailVerified: true };
const bob = { uid: 'bob', email: 'bob@bank.example', password: 'secret-1', emailVerified: true };
const accounts = [ana, bob].map((user) => ({ path: paths.account('staging', user.uid), data: { profile: { name: user.uid === 'ana' ? 'Ana' : 'Bob' } } }));

function AccountName({ uid }: { uid: string }) {
  const { documents } = useBackend();
  const account = useLiveQuery({
    queryKey: userQueryKey({ uid, mode: 'staging' }, 'account'),
    subscribe: (next, fail) => documents.watchDoc(paths.account('staging', uid), (snapshot) => next(snapshot.data?.['profile'] ?? null), fail),
  });
  const name = (account.data as { name?: string } | null | undefined)?.name;
  return <p>{name ? `Signed in as ${name}` : 'loading'}</p>;
}

/** A form with a draft that asks before the page is left, as the console's forms do. */
function Draft() {
  const [text, setText] = useState('');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => text !== '' && currentLocation.pathname !== nextLocation.pathname);
  return (
    <>
      <label>
        Answer
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      {blocker.state === 'blocked' && (
        <div role="alertdialog" aria-label="Unsaved changes">
          <button type="button" onClick={() => blocker.reset?.()}>
            Stay on the page
          </button>
          <button type="button" onClick={() => blocker.proceed?.()}>
            Leave
          </button>
        </div>
      )}
    </>
  );
}

function FaqPage() {
  const uid = useAuthUser()?.uid;
  const leaveAndSignOut = useLeaveAndSignOut();
  return (
    <main>
      <h1>FAQ</h1>
      {uid && <AccountName uid={uid} />}
      <Draft />
      <button type="button" onClick={() => void leaveAndSignOut()}>
        Sign out
      </button>
    </main>
  );
}

function LoginPage() {
  const reason = useSessionEndedReason();
  return (
    <main>
      <h1>Login</h1>
      <p role="status">{reason ? `Session ended: ${reason}` : ''}</p>
    </main>
  );
}

function Root({ options }: { options: Omit<SessionWatchOptions, 'signedInPage'> }) {
  const signedInPage = (useMatches().at(-1)?.handle as { signedIn?: boolean } | undefined)?.signedIn === true;
  const session = useSessionWatch({ signedInPage, ...options });
  return (
    <>
      {session.warning && (
        <div role="alertdialog" aria-label="Session ending">
          <p>{session.warning.reason}</p>
          <button type="button" onClick={session.staySignedIn}>
            Stay signed in
          </button>
        </div>
      )}
      {session.leaving ? <p>Leaving…</p> : <Outlet />}
    </>
  );
}

async function openConsole(options: Omit<SessionWatchOptions, 'signedInPage'> = {}) {
  const databaseName = uniqueDatabaseName('session-watch');
  const backend = await createTestBackend({ databaseName, seed: { users: [ana, bob], documents: accounts } });
  await backend.auth.signIn(ana.email, ana.password);
  const otherTab = (): Promise<Backend> => createTestBackend({ databaseName });
  const guard = { auth: backend.auth, remembered: sessionRememberedRouteStore(), returnTo: sessionSignInReturnStore() };
  const router = createMemoryRouter(
    [
      {
        element: <Root options={options} />,
        children: [
          { path: '/faq', handle: { signedIn: true }, loader: createGuardLoader(guard, 'login'), element: <FaqPage /> },
          { path: '/login', handle: { signedIn: false }, loader: createGuardLoader(guard, 'public'), element: <LoginPage /> },
        ],
      },
    ],
    { initialEntries: ['/faq'] },
  );
  const queryClient = createTestQueryClient();
  const { user } = await renderWithProviders(<RouterProvider router={router} />, { backend, queryClient });
  await screen.findByText('Signed in as Ana');
  const cachedUsers = () => [...new Set(queryClient.getQueryCache().findAll({ queryKey: ['user'] }).map((query) => query.queryKey[1]))];
  return { backend, otherTab, router, user, cachedUsers };
}

const noticeSays = (reason: string) => waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Session ended: ${reason}`));

describe('the session watch', () => {
  it("follows another tab's sign-out: this tab drops the user's data and goes to the login page, which says why", async () => {
    const { otherTab, router, cachedUsers } = await openConsole();
    expect(cachedUsers()).toEqual(['ana']);

    await act(async () => (await otherTab()).auth.signOut());

    await noticeSays('other-tab');
    expect(router.state.location.pathname).toBe('/login');
    expect(cachedUsers()).toEqual([]);
    // Signing in again leads back to the page that was left.
    expect(sessionSignInReturnStore().take()).toBe('/faq');
  });

  it('follows a sign-in to another profile in another tab: the old draft is neither shown nor kept, the page shows the new profile', async () => {
    const onAccountChanged = vi.fn();
    const { otherTab, router, user, cachedUsers } = await openConsole({ onAccountChanged });
    await user.type(screen.getByLabelText('Answer'), "Ana's unsaved answer");

    await act(async () => void (await (await otherTab()).auth.signIn(bob.email, bob.password)));

    expect(await screen.findByText('Signed in as Bob')).toBeInTheDocument();
    expect(screen.getByLabelText('Answer')).toHaveValue('');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq');
    expect(cachedUsers()).toEqual(['bob']);
    await waitFor(() => expect(onAccountChanged).toHaveBeenCalledTimes(1));
  });

  it('signs out only once the page is left: unsaved changes ask first, and staying keeps the session', async () => {
    const { backend, router, user, cachedUsers } = await openConsole();
    await user.type(screen.getByLabelText('Answer'), 'unsaved');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(await screen.findByRole('button', { name: 'Stay on the page' }));
    expect(router.state.location.pathname).toBe('/faq');
    expect(backend.auth.currentUser()?.uid).toBe('ana');
    expect(screen.getByLabelText('Answer')).toHaveValue('unsaved');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await noticeSays('signed-out');
    expect(router.state.location.pathname).toBe('/login');
    expect(backend.auth.currentUser()).toBeNull();
    expect(cachedUsers()).toEqual([]);
  });

  it('does not take a sign-out this tab made for one made in another tab', async () => {
    const { backend, router } = await openConsole();
    await act(() => signOut(backend.auth, createTestQueryClient()));
    expect(router.state.location.pathname).toBe('/faq');
    expect(screen.queryByText('Leaving…')).not.toBeInTheDocument();
  });

  it('warns a minute before 30 idle minutes are up; "Stay signed in" keeps the session', async () => {
    const clock = { time: Date.now() };
    const now = () => clock.time;
    const { backend, user } = await openConsole({ now });
    clock.time += 29 * minute + 30_000;
    // Timers only tell when to look again: the first sign of use looks at once.
    act(() => void window.dispatchEvent(new Event('pointerdown')));

    const warning = await screen.findByRole('alertdialog', { name: 'Session ending' });
    expect(warning).toHaveTextContent('idle');
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(clock.time));
    expect(backend.auth.currentUser()?.uid).toBe('ana');
  });

  it('signs out after 30 idle minutes through the login page, which says why; a draft does not hold the session', async () => {
    const clock = { time: Date.now() };
    const now = () => clock.time;
    const { backend, router, user, cachedUsers } = await openConsole({ now });
    await user.type(screen.getByLabelText('Answer'), 'unsaved');
    clock.time += 31 * minute;
    act(() => void window.dispatchEvent(new Event('keydown')));

    await noticeSays('idle');
    expect(router.state.location.pathname).toBe('/login');
    expect(backend.auth.currentUser()).toBeNull();
    expect(cachedUsers()).toEqual([]);
    expect(sessionSignInReturnStore().take()).toBe('/faq');
  });

  it('ends a session 12 hours after its sign-in, however active', async () => {
    const clock = { time: Date.now() };
    const now = () => clock.time;
    const { backend, router } = await openConsole({ now });
    clock.time = ((await backend.auth.sessionStartedAt()) ?? 0) + 12 * 60 * minute;
    localStorage.setItem(LAST_ACTIVITY_KEY, String(clock.time - minute));
    // Activity in another tab a minute ago; told again until this tab has read when its session began.
    await waitFor(() => {
      act(() => void window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY })));
      expect(screen.getByRole('status')).toHaveTextContent('Session ended: expired');
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(backend.auth.currentUser()).toBeNull();
  });
});
