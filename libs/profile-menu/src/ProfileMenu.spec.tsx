import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Outlet, RouterProvider, createMemoryRouter, useBlocker } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@console/data-paths';
import type { Backend, DocumentData } from '@console/backend';
import type { LanguageCode } from '@console/i18n';
import { ANALYTICS_CONSENT_KEY, readAnalyticsConsent, useSessionWatch, userQueryKey } from '@console/session';
import { createTestBackend, createTestQueryClient, renderWithProviders } from '@console/testing';
import { ToastProvider } from '@console/ui';
import defaultAvatar from './assets/default-avatar.svg';
import { ProfileMenu } from './ProfileMenu';

// As the local backend stores an uploaded photo: an object URL of the page.
const AVATAR = 'blob:http://localhost/assistant-photo';
let accounts = 0;

/** Counts the account listeners that are running, passing every call through to the real backend. */
function countRunningListeners(backend: Backend) {
  const watchDoc = backend.documents.watchDoc.bind(backend.documents);
  let running = 0;
  vi.spyOn(backend.documents, 'watchDoc').mockImplementation((path, onNext, onError) => {
    running += 1;
    const stop = watchDoc(path, onNext, onError);
    let stopped = false;
    return () => {
      if (!stopped) running -= 1;
      stopped = true;
      stop();
    };
  });
  return () => running;
}

/** The app's session watch, above every route: it ends the session once the login page is reached. */
function SessionWatch() {
  useSessionWatch({ signedInPage: false });
  return <Outlet />;
}

/** A page with unsaved changes: leaving it asks first. */
function DirtyPage() {
  const [leaving, setLeaving] = useState(false);
  const blocker = useBlocker(!leaving);
  return (
    <>
      <h1>Editor page</h1>
      {blocker.state === 'blocked' && (
        <div role="alertdialog" aria-label="Unsaved changes">
          <button type="button" onClick={() => blocker.reset()}>
            Keep editing
          </button>
          <button
            type="button"
            onClick={() => {
              setLeaving(true);
              blocker.proceed();
            }}
          >
            Leave
          </button>
        </div>
      )}
    </>
  );
}

async function setup({
  account = { profile: { name: 'Ana' }, assistant: { avatar: { default: AVATAR } } },
  language = 'en',
  initialEntry = '/faq',
}: { account?: DocumentData; language?: LanguageCode; initialEntry?: string } = {}) {
  const email = `ana${++accounts}@demobanka.example`;
  // A verified account: before verification only the profile may be written, not the assistant's photo.
  const backend = await createTestBackend({ seed: { users: [{ uid: `ana-${accounts}`, email, password: 'secret1', emailVerified: true }], documents: [] } });
  const user = await backend.auth.signIn(email, 'secret1');
  const accountPath = paths.account(backend.mode, user.uid);
  await backend.documents.setDoc(accountPath, account);
  const runningListeners = countRunningListeners(backend);

  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userQueryKey({ uid: user.uid, mode: backend.mode }, 'faq-answers'), ['cached answer']);
  const router = createMemoryRouter(
    [
      {
        element: <SessionWatch />,
        children: [
          {
            element: (
              <>
                <ProfileMenu placement="bottom-start" />
                <Outlet />
              </>
            ),
            children: [
              { path: '/faq', element: <h1>FAQ page</h1> },
              { path: '/settings', element: <h1>Settings page</h1> },
              { path: '/editor', element: <DirtyPage /> },
            ],
          },
          { path: '/login', element: <h1>Login page</h1> },
        ],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  // ToastProvider is the UI kit's; the harness leaves it out because the kit's own tests use the harness.
  const { user: ui } = await renderWithProviders(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
    { backend, language, queryClient },
  );
  return { backend, user, accountPath, runningListeners, queryClient, router, ui };
}

const trigger = () => screen.getByRole('button', { name: 'Profile' });
const avatarIn = (menu: HTMLElement) => within(menu).getByRole('presentation') as HTMLImageElement;

describe('ProfileMenu', () => {
  it('shows a skeleton for the name until the account document arrives, then the name and the avatar', async () => {
    const { user } = await setup();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    fireEvent.click(trigger());
    const menu = screen.getByRole('menu', { name: 'Profile' });
    expect(within(menu).getByText('Loading your name…')).toBeInTheDocument();
    expect(within(menu).queryByText('Ana')).not.toBeInTheDocument();

    expect(await within(menu).findByText('Ana')).toBeInTheDocument();
    expect(within(menu).queryByText('Loading your name…')).not.toBeInTheDocument();
    expect(within(menu).getByText(user.email)).toBeInTheDocument();
    expect(avatarIn(menu)).toHaveAttribute('src', AVATAR);
    expect(avatarIn(menu)).toHaveAttribute('width', '35');
  });

  it('follows changes of the account document while open', async () => {
    const { backend, accountPath, ui } = await setup();
    await ui.click(trigger());
    const menu = screen.getByRole('menu');
    await within(menu).findByText('Ana');
    await act(() => backend.documents.updateDoc(accountPath, { 'profile.name': 'Ana Marija', 'assistant.avatar.default': '' }));
    expect(await within(menu).findByText('Ana Marija')).toBeInTheDocument();
    expect(avatarIn(menu)).toHaveAttribute('src', defaultAvatar);
  });

  it('shows the default user image when there is no avatar, and when the avatar fails to load', async () => {
    const { backend, accountPath, ui } = await setup({ account: { profile: { name: 'Ana' } } });
    await ui.click(trigger());
    const menu = screen.getByRole('menu');
    await within(menu).findByText('Ana');
    expect(avatarIn(menu)).toHaveAttribute('src', defaultAvatar);

    await act(() => backend.documents.updateDoc(accountPath, { 'assistant.avatar.default': 'blob:http://localhost/missing-avatar' }));
    await waitFor(() => expect(avatarIn(menu)).toHaveAttribute('src', 'blob:http://localhost/missing-avatar'));
    fireEvent.error(avatarIn(menu));
    expect(avatarIn(menu)).toHaveAttribute('src', defaultAvatar);
  });

  it('shows the e-mail in place of a name that was never saved', async () => {
    const { user, ui } = await setup({ account: { bank: { name: 'Demo banka' } } });
    await ui.click(trigger());
    const menu = screen.getByRole('menu');
    await waitFor(() => expect(within(menu).queryByText('Loading your name…')).not.toBeInTheDocument());
    // Written once, in the name's place.
    expect(within(menu).getByText(user.email)).toBeInTheDocument();
  });

  it('listens to the account document only while open: Escape and an outside click stop the listener at once', async () => {
    const { backend, accountPath, runningListeners, ui } = await setup();
    expect(runningListeners()).toBe(0);

    await ui.click(trigger());
    await screen.findByText('Ana');
    expect(runningListeners()).toBe(1);
    expect(backend.documents.watchDoc).toHaveBeenCalledWith(accountPath, expect.any(Function), expect.any(Function));

    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(runningListeners()).toBe(0);
    expect(trigger()).toHaveFocus();

    // A change made while closed reaches the menu only through the new listener of the next opening.
    await act(() => backend.documents.updateDoc(accountPath, { 'profile.name': 'Bojana' }));
    await ui.click(trigger());
    expect(runningListeners()).toBe(1);
    expect(await screen.findByText('Bojana')).toBeInTheDocument();

    await ui.click(screen.getByRole('heading', { name: 'FAQ page' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(runningListeners()).toBe(0);
  });

  it('opens the account settings from "Account"', async () => {
    const { router, runningListeners, ui } = await setup();
    await ui.click(trigger());
    await ui.click(screen.getByRole('menuitem', { name: 'Account' }));
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(runningListeners()).toBe(0);
  });

  it('switches usage statistics on and off, remembered in this browser', async () => {
    const { ui } = await setup();
    await ui.click(trigger());
    await ui.click(screen.getByRole('menuitem', { name: 'Allow usage statistics' }));
    expect(readAnalyticsConsent()).toBe('granted');
    await ui.click(trigger());
    await ui.click(screen.getByRole('menuitem', { name: 'Stop usage statistics' }));
    expect(readAnalyticsConsent()).toBe('denied');
    localStorage.removeItem(ANALYTICS_CONSENT_KEY);
  });

  it('signs out from "Sign out": the user\'s cached data goes, the session ends, and the login page opens', async () => {
    const { backend, queryClient, router, runningListeners, ui } = await setup();
    await ui.click(trigger());
    await screen.findByText('Ana');
    await ui.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(backend.auth.currentUser()).toBeNull());
    expect(queryClient.getQueryCache().findAll({ queryKey: ['user'] })).toHaveLength(0);
    expect(runningListeners()).toBe(0);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('leaves the page before it signs out: unsaved changes are asked about while the session still exists', async () => {
    const { backend, router, ui } = await setup({ initialEntry: '/editor' });
    await ui.click(trigger());
    await ui.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await ui.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/editor');
    expect(backend.auth.currentUser()).not.toBeNull();

    await ui.click(trigger());
    await ui.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await ui.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    await waitFor(() => expect(backend.auth.currentUser()).toBeNull());
  });

  it('is reachable and usable with the keyboard alone', async () => {
    const { ui } = await setup();
    await ui.tab();
    expect(trigger()).toHaveFocus();
    await ui.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveFocus();
    await ui.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Allow usage statistics' })).toHaveFocus();
    await ui.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('speaks Macedonian and Albanian', async () => {
    await setup({ language: 'mk' });
    await userEvent.click(screen.getByRole('button', { name: 'Профил' }));
    expect(screen.getByRole('menuitem', { name: 'Профил' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Одјави се' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    document.body.innerHTML = '';
    await setup({ language: 'sq' });
    await userEvent.click(screen.getByRole('button', { name: 'Profili' }));
    expect(screen.getByRole('menuitem', { name: 'Profili' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Dil' })).toBeInTheDocument();
  });
});
