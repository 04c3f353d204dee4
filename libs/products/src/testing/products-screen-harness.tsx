import { LOCALES } from '@console/locale';
import { render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import { expect } from 'vitest';
import type { i18n } from 'i18next';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { ProductKind } from '@console/data-paths';
import type { Backend, LocalSeed } from '@console/backend';
import type { LanguageCode } from '@console/i18n';
import { productsFeature } from '../feature';
import { createTestI18n, createTestQueryClient, signedInTestBackend, TestProviders, testPaths } from '@console/testing';
import { ToastProvider } from '@console/ui';
import { ProductsScreen } from '../screen/ProductsScreen';

export interface ProductsHarness extends RenderResult {
  backend: Backend;
  router: ReturnType<typeof createMemoryRouter>;
  i18n: i18n;
}

/** A stored product in every language, as the data library writes it. */
export function storedProduct(kind: ProductKind, id: string, data: { fields: Record<string, unknown>; texts: Record<string, Record<string, unknown>>; sourceLocale?: LanguageCode }): LocalSeed['documents'] {
  const source = data.sourceLocale ?? 'en';
  return LOCALES.map((locale) => ({
    path: testPaths.product(locale, kind, id),
    data: { fields: data.fields, texts: data.texts[locale] ?? data.texts[source], photo: { url: `https://files.example/${id}.png` }, translated: Boolean(data.texts[locale]), sourceLocale: source },
  }));
}

/** One product page in a data router (with FAQ to navigate to), on a signed-in local backend. */
export async function renderProductsScreen(
  kind: ProductKind,
  { documents = [], language = 'en', wrapBackend }: { documents?: LocalSeed['documents']; language?: LanguageCode; wrapBackend?: (backend: Backend) => Backend } = {},
): Promise<ProductsHarness> {
  // The editor's code is fetched ahead, as the page does when the pointer comes over it; otherwise the
  // first test to open it waits for the test runner's first compile of the form.
  await import('../form/ProductEditor');
  const real = await signedInTestBackend({ documents });
  const backend = wrapBackend ? wrapBackend(real) : real;
  // The texts the product routes load with their code, and the ones every page has.
  const i18nInstance = await createTestI18n(language, ['common', 'ui', ...new Set(productsFeature.routes.flatMap((route) => route.namespaces))]);
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
