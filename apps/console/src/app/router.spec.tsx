import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BackendProvider } from '@console/backend';
import { createLocalBackend } from '@console/backend/local';
import { createI18n } from '@console/i18n';
import { createQueryClient } from '../boot/create-query-client';
import { routeTable } from './route-table';
import { consoleRoutes } from './router';

let databases = 0;

async function open(path: string, language: 'mk' | 'en' | 'sq' = 'en') {
  const i18n = await createI18n({ language, syncDocumentLanguage: false });
  const backend = await createLocalBackend({ databaseName: `console-routes-${++databases}`, passwordHashIterations: 1_000 });
  const router = createMemoryRouter(consoleRoutes(backend), { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <BackendProvider backend={backend}>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </BackendProvider>
    </I18nextProvider>,
  );
  return router;
}

describe('console routes', () => {
  it('has every route of the specification', () => {
    expect(routeTable.map((route) => route.path).sort()).toEqual(
      [
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
      ].sort(),
    );
  });

  it.each(['/', '/no-such-page'])('sends %s to /faq, which a signed-out visitor leaves for /login', async (path) => {
    const router = await open(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5_000 });
  });

  it.each(['/', '/no-such-page'])('keeps the query of a reset link arriving on %s', async (path) => {
    const router = await open(`${path}?mode=resetPassword&oobCode=abc&lang=en`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/set-new-password'), { timeout: 5_000 });
    expect(router.state.location.search).toBe('?mode=resetPassword&oobCode=abc&lang=en');
  });

  it('titles each page "{Title} | {Product name}" in the current language', async () => {
    await open('/register', 'sq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Regjistrohu' }, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Regjistrohu | Tellr'));
  });
});
