import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter, useLocation, type InitialEntry } from 'react-router-dom';
import { BackendProvider, type Backend } from '@console/backend';
import { createLocalBackend } from '@console/backend/local';
import type { LocalBackendOptions } from '@console/backend';
import { createI18n, type LanguageCode } from '@console/i18n';
import { liveQueryRegistry } from '@console/live-query';

let databases = 0;

/** A fresh local backend with its own database and fast password hashing. */
export function newTestBackend(options: LocalBackendOptions = {}): Promise<Backend> {
  return createLocalBackend({ databaseName: `auth-screen-${Date.now()}-${++databases}`, passwordHashIterations: 1_000, ...options });
}

/** Stands in for a route the screen leads to: its name and the query it was reached with. */
function Destination() {
  const { pathname, search } = useLocation();
  return (
    <p>
      Arrived at {pathname}
      {search}
    </p>
  );
}

const destinations = ['/faq', '/login', '/register', '/forgot-password', '/email-verified', '/verification-successful', '/verify-email-address'];

export interface RenderScreenOptions {
  path: string;
  initialEntry?: InitialEntry;
  language?: LanguageCode;
  backend?: Backend;
}

/** Renders one screen at its route in a memory router, over the real local backend and real texts. */
export async function renderScreen(Screen: ComponentType, { path, initialEntry = path, language = 'en', backend }: RenderScreenOptions) {
  const i18n = await createI18n({ language, namespaces: ['common', 'ui', 'forms', 'auth'], syncDocumentLanguage: false });
  const usedBackend = backend ?? (await newTestBackend());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  liveQueryRegistry(queryClient);
  const router = createMemoryRouter(
    [{ path, element: <Screen /> }, ...destinations.filter((other) => other !== path).map((other) => ({ path: other, element: <Destination /> }))],
    { initialEntries: [initialEntry] },
  );
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <BackendProvider backend={usedBackend}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </QueryClientProvider>
      </BackendProvider>
    </I18nextProvider>,
  );
  return { backend: usedBackend, router, user, i18n };
}
