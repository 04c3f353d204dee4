import { act, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LAST_ACTIVITY_KEY } from '@console/session';
import { createTestBackend, renderWithProviders, uniqueDatabaseName } from '@console/testing';
import { ToastProvider } from '@console/ui';
import { createQueryClient } from '../../boot/create-query-client';
import { consoleRoutes } from '../router';

const ana = { uid: 'ana', email: 'ana@bank.example', password: 'secret-1', emailVerified: true };

/** The console as the host builds it, signed in as Ana on the home page; `otherTab` opens a second tab. */
async function openSignedIn() {
  const databaseName = uniqueDatabaseName('console-session');
  const backend = await createTestBackend({ databaseName, users: [ana] });
  await backend.auth.signIn(ana.email, ana.password);
  const router = createMemoryRouter(consoleRoutes(backend), { initialEntries: ['/home'] });
  const queryClient = createQueryClient();
  const { user } = await renderWithProviders(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
    { backend, namespaces: ['common'], queryClient },
  );
  await screen.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 5_000 });
  return { backend, router, queryClient, user, otherTab: () => createTestBackend({ databaseName }) };
}

describe('the console and its session', () => {
  it("leaves a signed-in page for the login page when another tab signs out, dropping the user's data", async () => {
    const { router, queryClient, otherTab } = await openSignedIn();
    await act(async () => (await otherTab()).auth.signOut());

    expect(await screen.findByText('You were signed out in another tab of the console.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(queryClient.getQueryCache().findAll({ queryKey: ['user'] })).toHaveLength(0);
  });

  it('warns a minute before an idle sign-out, and "Stay signed in" keeps the session', async () => {
    const { backend, user } = await openSignedIn();
    // The last activity in any tab was 29½ minutes ago; another tab says so.
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - 29.5 * 60_000));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY })));

    const warning = await screen.findByRole('alertdialog', { name: 'Are you still there?' }, { timeout: 5_000 });
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    await waitFor(() => expect(stay).toHaveFocus());
    expect(warning).toHaveAccessibleDescription(/signed out in \d+ seconds/);

    await user.click(stay);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBeGreaterThan(Date.now() - 5_000);
    expect(backend.auth.currentUser()?.uid).toBe('ana');
  });
});
