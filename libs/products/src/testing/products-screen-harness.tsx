import { LOCALES } from '@console/locale';
import { render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import { expect } from 'vitest';
import type { i18n } from 'i18next';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { Backend, LocalSeed, ProductKind, WriteOperation } from '@console/backend';
import type { LanguageCode } from '@console/i18n';
import { createTestBackend, createTestI18n, createTestQueryClient, TEST_MODE, TEST_USER, TestProviders, wrapDocuments } from '@console/testing';
import { ToastProvider } from '@console/ui';
import { ProductsScreen } from '../screen/ProductsScreen';

/** The one test account and environment of every library's tests. */
export { TEST_MODE, TEST_USER };


export interface ProductsHarness extends RenderResult {
  backend: Backend;
  router: ReturnType<typeof createMemoryRouter>;
  i18n: i18n;
}

/** A stored product in every language, as the data library writes it. */
export function storedProduct(kind: ProductKind, id: string, data: { fields: Record<string, unknown>; texts: Record<string, Record<string, unknown>>; sourceLocale?: LanguageCode }): LocalSeed['documents'] {
  const source = data.sourceLocale ?? 'en';
  return LOCALES.map((locale) => ({
    path: `mode/${TEST_MODE}/accounts/${TEST_USER.uid}/products/${locale}/${kind}/${id}`,
    data: { fields: data.fields, texts: data.texts[locale] ?? data.texts[source], photo: { url: `https://files.example/${id}.png` }, translated: Boolean(data.texts[locale]), sourceLocale: source },
  }));
}

/** The real local backend whose batches also carry a write the access rules refuse: nothing is written. */
export function refusingBatches(backend: Backend): Backend {
  const real = backend.documents;
  const refused: WriteOperation = { type: 'set', path: `mode/${TEST_MODE}/faqs/languages/en/x`, data: { question: 'x' } };
  const documents = wrapDocuments(real, { batch: (operations) => real.batch([...operations, refused]) });
  return { ...backend, documents };
}

/** One product page in a data router (with FAQ to navigate to), on a signed-in local backend. */
export async function renderProductsScreen(
  kind: ProductKind,
  { documents = [], language = 'en', wrapBackend }: { documents?: LocalSeed['documents']; language?: LanguageCode; wrapBackend?: (backend: Backend) => Backend } = {},
): Promise<ProductsHarness> {
  const real = await createTestBackend({
    seed: { users: [TEST_USER], documents: [{ path: `mode/${TEST_MODE}/accounts/${TEST_USER.uid}`, data: { profile: { name: 'Ana' } } }, ...documents] },
  });
  await real.auth.signIn(TEST_USER.email, TEST_USER.password);
  const backend = wrapBackend ? wrapBackend(real) : real;
  const i18nInstance = await createTestI18n(language, ['common', 'ui', 'forms', 'products']);
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
    <TestProviders i18n={i18nInstance} backend={backend} queryClient={createTestQueryClient()} fallback={<p>suspended</p>}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </TestProviders>,
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

/** The texts of one language in the product editor, by the language's name as the console says it. */
export function inLanguage(form: HTMLElement, language: string) {
  return within(within(form).getByRole('group', { name: new RegExp(`^${language}`) }));
}

/** The editor dialog once the product's three languages have arrived and its form shows. */
export async function openedEditor(name: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog.querySelector('form')).not.toBeNull());
  return dialog;
}
