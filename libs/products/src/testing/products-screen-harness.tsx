import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { BackendProvider, type Backend, type DocumentStore, type LocalSeed, type ProductKind, type WriteOperation } from '@console/backend';
import { createLocalBackend } from '@console/backend/local';
import { createI18n, type LanguageCode } from '@console/i18n';
import { liveQueryRegistry } from '@console/live-query';
import { ToastProvider } from '@console/ui';
import { ProductsScreen } from '../screen/ProductsScreen';

export const TEST_MODE = 'staging';
export const TEST_USER = { uid: 'bank-1', email: 'ana@bank.example', password: 'secret-1', emailVerified: true };

let databases = 0;

export interface ProductsHarness extends RenderResult {
  backend: Backend;
  router: ReturnType<typeof createMemoryRouter>;
  i18n: i18n;
}

/** A stored product in every language, as the data library writes it. */
export function storedProduct(kind: ProductKind, id: string, data: { fields: Record<string, unknown>; texts: Record<string, Record<string, unknown>>; sourceLocale?: LanguageCode }): LocalSeed['documents'] {
  const source = data.sourceLocale ?? 'en';
  return (['mk', 'en', 'sq'] as const).map((locale) => ({
    path: `mode/${TEST_MODE}/accounts/${TEST_USER.uid}/products/${locale}/${kind}/${id}`,
    data: { fields: data.fields, texts: data.texts[locale] ?? data.texts[source], photo: { url: `https://files.example/${id}.png` }, translated: Boolean(data.texts[locale]), sourceLocale: source },
  }));
}

/** The real local backend whose batches also carry a write the access rules refuse: nothing is written. */
export function refusingBatches(backend: Backend): Backend {
  const real = backend.documents;
  const refused: WriteOperation = { type: 'set', path: `mode/${TEST_MODE}/faqs/languages/en/x`, data: { question: 'x' } };
  const documents: DocumentStore = {
    watchDoc: (...args) => real.watchDoc(...args),
    watchCollection: (...args) => real.watchCollection(...args),
    getDoc: (...args) => real.getDoc(...args),
    getCollection: (...args) => real.getCollection(...args),
    setDoc: (...args) => real.setDoc(...args),
    updateDoc: (...args) => real.updateDoc(...args),
    deleteDoc: (...args) => real.deleteDoc(...args),
    newId: () => real.newId(),
    batch: (operations) => real.batch([...operations, refused]),
  } as DocumentStore;
  return { ...backend, documents };
}

/** One product page in a data router (with FAQ to navigate to), on a signed-in local backend. */
export async function renderProductsScreen(
  kind: ProductKind,
  { documents = [], language = 'en', wrapBackend }: { documents?: LocalSeed['documents']; language?: LanguageCode; wrapBackend?: (backend: Backend) => Backend } = {},
): Promise<ProductsHarness> {
  const real = await createLocalBackend({
    databaseName: `products-screen-${++databases}-${Date.now()}`,
    passwordHashIterations: 1_000,
    seed: () => Promise.resolve({ users: [TEST_USER], documents: [{ path: `mode/${TEST_MODE}/accounts/${TEST_USER.uid}`, data: { profile: { name: 'Ana' } } }, ...documents] }),
  });
  await real.auth.signIn(TEST_USER.email, TEST_USER.password);
  const backend = wrapBackend ? wrapBackend(real) : real;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  liveQueryRegistry(queryClient, { gracePeriodMs: 2_000 });
  const i18nInstance = await createI18n({ language, namespaces: ['common', 'ui', 'forms', 'products'], syncDocumentLanguage: false });
  const Shell = () => (
    <>
      <Link to="/faq">FAQ</Link>
      <Outlet />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/products/cards', element: <ProductsScreen kind="cards" /> },
          { path: '/products/loans', element: <ProductsScreen kind="loans" /> },
          { path: '/products/deposits', element: <ProductsScreen kind="deposits" /> },
          { path: '/faq', element: <h1>FAQ page</h1> },
        ],
      },
    ],
    { initialEntries: [`/products/${kind}`] },
  );
  const result = render(
    <I18nextProvider i18n={i18nInstance}>
      <BackendProvider backend={backend}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <Suspense fallback={<p>suspended</p>}>
              <RouterProvider router={router} />
            </Suspense>
          </ToastProvider>
        </QueryClientProvider>
      </BackendProvider>
    </I18nextProvider>,
  );
  return { ...result, backend: real, router, i18n: i18nInstance };
}

/** jsdom has no object URLs; the image preview and the local file store need them. */
export function installObjectUrls(): () => void {
  const had = typeof URL.createObjectURL === 'function';
  if (had) return () => undefined;
  let next = 0;
  Object.assign(URL, { createObjectURL: () => `blob:test-${++next}`, revokeObjectURL: () => undefined });
  return () => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  };
}

export function png(name = 'card.png', bytes = 128): File {
  return new File([new Uint8Array(bytes).fill(1)], name, { type: 'image/png' });
}
