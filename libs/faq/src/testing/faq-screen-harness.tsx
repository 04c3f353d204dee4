import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n } from 'i18next';
import { Suspense, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { BackendProvider, type Backend, type DocumentStore } from '@console/backend';
import { createLocalBackend } from '@console/backend/local';
import { createI18n, type LanguageCode } from '@console/i18n';
import { liveQueryRegistry } from '@console/live-query';
import { RowRenderObserver } from '../list/row-render-observer';
import { FaqScreen } from '../screen/FaqScreen';
import { faqSeed, TEST_USER, type SeedOptions } from './faq-fixtures';

let databases = 0;

export interface FaqScreenHarness extends RenderResult {
  backend: Backend;
  queryClient: QueryClient;
  i18n: i18n;
  router: ReturnType<typeof createMemoryRouter>;
}

export interface HarnessOptions {
  language?: LanguageCode;
  /** Replaces parts of the real backend (to count calls or inject a failure). */
  wrapBackend?: (backend: Backend) => Backend;
  onRowRender?: ProfilerOnRenderCallback;
}

export async function makeFaqBackend(seed: SeedOptions): Promise<Backend> {
  const backend = await createLocalBackend({
    databaseName: `faq-screen-${++databases}-${Date.now()}`,
    passwordHashIterations: 1_000,
    seed: () => Promise.resolve(faqSeed(seed)),
  });
  await backend.auth.signIn(TEST_USER.email, TEST_USER.password);
  return backend;
}

/** The FAQ screen at /faq in a data router (with a second page to navigate to), on a real local backend. */
export async function renderFaqScreen(seed: SeedOptions, { language = 'en', wrapBackend, onRowRender }: HarnessOptions = {}): Promise<FaqScreenHarness> {
  const real = await makeFaqBackend(seed);
  const backend = wrapBackend ? wrapBackend(real) : real;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  liveQueryRegistry(queryClient, { gracePeriodMs: 2_000 });
  const i18n = await createI18n({ language, namespaces: ['common', 'ui', 'faq'], syncDocumentLanguage: false });
  const Shell = () => (
    <>
      <Link to="/settings">Settings</Link>
      <Outlet />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/faq', element: <FaqScreen /> },
          { path: '/settings', element: <h1>Settings page</h1> },
        ],
      },
    ],
    { initialEntries: ['/faq'] },
  );
  const withObserver = (children: ReactNode) => (onRowRender ? <RowRenderObserver.Provider value={onRowRender}>{children}</RowRenderObserver.Provider> : children);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <BackendProvider backend={backend}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<p>suspended</p>}>{withObserver(<RouterProvider router={router} />)}</Suspense>
        </QueryClientProvider>
      </BackendProvider>
    </I18nextProvider>,
  );
  return { ...result, backend, queryClient, i18n, router };
}

/** The real document store with some methods replaced. */
export function wrapDocuments(documents: DocumentStore, overrides: Partial<DocumentStore>): DocumentStore {
  return {
    watchDoc: (...args) => documents.watchDoc(...args),
    watchCollection: (...args) => documents.watchCollection(...args),
    getDoc: (...args) => documents.getDoc(...args),
    getCollection: (...args) => documents.getCollection(...args),
    setDoc: (...args) => documents.setDoc(...args),
    updateDoc: (...args) => documents.updateDoc(...args),
    deleteDoc: (...args) => documents.deleteDoc(...args),
    batch: (...args) => documents.batch(...args),
    newId: () => documents.newId(),
    ...overrides,
  } as DocumentStore;
}
