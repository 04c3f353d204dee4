import { act, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Backend, SeedUser } from '@console/backend';
import type { LanguageCode } from '@console/i18n';
import { chooseAnalyticsConsent } from '@console/session';
import { ROUTES } from '@console/routes';
import { createTestBackend, renderWithProviders } from '@console/testing';
import { ToastProvider } from '@console/ui';
import { createQueryClient } from '../boot/create-query-client';
import { routeTable } from './route-table';
import { consoleRoutes } from './router';

async function open(path: string, language: LanguageCode = 'en', prepare?: (backend: Backend) => void, users: SeedUser[] = []) {
  const backend = await createTestBackend({ users });
  prepare?.(backend);
  const router = createMemoryRouter(consoleRoutes(backend), { initialEntries: [path] });
  // Only the texts the host loads at start, and its own query client: the routes load the rest as in production.
  await renderWithProviders(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
    { backend, language, namespaces: ['common'], queryClient: createQueryClient() },
  );
  return router;
}

afterEach(() => localStorage.clear());

describe('console routes', () => {
  it("has one route for each address of the console, the specification's eleven among them", () => {
    const paths = routeTable.map((route) => route.path);
    expect([...paths].sort()).toEqual(Object.values(ROUTES).sort());
    expect(paths).toEqual(
      expect.arrayContaining([
        '/check-your-email',
        '/email-verified',
        '/faq',
        '/forgot-password',
        '/login',
        '/password-reset-successfully',
        '/register',
        '/set-new-password',
        '/settings',
        '/verification-successful',
        '/verify-email-address',
      ]),
    );
  });

  it.each(['/', '/no-such-page'])('sends %s to /faq, which a signed-out visitor leaves for /login', async (path) => {
    const router = await open(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5_000 });
  });

  it.each(['/', '/no-such-page'])('keeps the query of a reset link arriving on %s', async (path) => {
    const router = await open(`${path}?mode=resetPassword&oobCode=abc&lang=en`);
    // The screen takes the code out of the address bar as soon as it has read it, so every address
    // the router passed through is kept, not only the last.
    const seen = [`${router.state.location.pathname}${router.state.location.search}`];
    const stop = router.subscribe(({ location }) => seen.push(`${location.pathname}${location.search}`));
    await waitFor(() => expect(seen).toContain('/set-new-password?mode=resetPassword&oobCode=abc&lang=en'), { timeout: 5_000 });
    stop();
  });

  it('sends "{page}_page_visited" from signed-in pages, only with consent, and nothing from public pages', async () => {
    const user = { uid: 'bank-1', email: 'ana@bank.example', password: 'secret-1', emailVerified: true };
    const visits: Array<[string, unknown]> = [];
    let signIn = () => Promise.resolve();
    const router = await open('/login', 'en', (backend) => {
      signIn = async () => void (await backend.auth.signIn(user.email, user.password));
      const logEvent = backend.analytics.logEvent.bind(backend.analytics);
      backend.analytics.logEvent = (name, params) => {
        visits.push([name, params]);
        logEvent(name, params);
      };
    }, [user]);
    const settingsVisit = ['settings_page_visited', { page_visited: 'settings', user_id: user.uid }];
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 5_000 })).toBeInTheDocument();
    await act(() => router.navigate('/register'));
    expect(visits).toEqual([]);

    await act(async () => {
      await signIn();
      await router.navigate('/settings');
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'), { timeout: 5_000 });
    // No choice yet: nothing is sent.
    expect(visits).toEqual([]);

    act(() => chooseAnalyticsConsent('granted'));
    await act(() => router.navigate('/faq'));
    // A visit is counted once the page is on screen: leaving before the FAQ's code has loaded would not count it.
    await waitFor(() => expect(visits).toContainEqual(['faq_page_visited', { page_visited: 'faq', user_id: user.uid }]), { timeout: 5_000 });
    await act(() => router.navigate('/settings'));
    await waitFor(() => expect(visits).toContainEqual(settingsVisit), { timeout: 5_000 });
    expect(visits.map(([name]) => name)).not.toContain('login_page_visited');
  });

  it("loads a route's texts together with its code, before the screen renders", async () => {
    const backend = await createTestBackend();
    const requested: string[][] = [];
    const texts = { language: 'en', loadNamespaces: async (namespaces: string | readonly string[]) => void requested.push([namespaces].flat()) };
    const router = createMemoryRouter(consoleRoutes(backend, texts), { initialEntries: ['/login'] });
    await renderWithProviders(
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>,
      { backend, language: 'en', queryClient: createQueryClient() },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(requested).toEqual(expect.arrayContaining([['auth'], ['auth', 'forms']]));
  });

  it('titles each page "{Title} | {Product name}" in the current language', async () => {
    await open('/register', 'sq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Regjistrimi' }, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Regjistrimi | Tellr'));
  });
});
