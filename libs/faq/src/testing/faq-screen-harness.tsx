import type { QueryClient } from '@tanstack/react-query';
import type { RenderResult } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ProfilerOnRenderCallback } from 'react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { Backend } from '@console/backend';
import type { LanguageCode } from '@console/i18n';
import { faqSeed, renderWithProviders, signedInTestBackend, type FaqSeedOptions, type TestRouter } from '@console/testing';
import { ToastProvider } from '@console/ui';
import { RowRenderObserver } from '../list/row-render-observer';
import { FaqScreen } from '../screen/FaqScreen';

export interface FaqScreenHarness extends RenderResult {
  backend: Backend;
  queryClient: QueryClient;
  i18n: i18n;
  router: TestRouter;
}

export interface HarnessOptions {
  language?: LanguageCode;
  /** Replaces parts of the real backend (to count calls or inject a failure). */
  wrapBackend?: (backend: Backend) => Backend;
  onRowRender?: ProfilerOnRenderCallback;
  /** Where the router starts (`/faq` unless given, e.g. with a search). */
  address?: string;
}

/** The FAQ screen at /faq in a data router (with a second page to navigate to), on a real local backend. */
export async function renderFaqScreen(seed: FaqSeedOptions, { language = 'en', wrapBackend, onRowRender, address = '/faq' }: HarnessOptions = {}): Promise<FaqScreenHarness> {
  const real = await signedInTestBackend(faqSeed(seed));
  const backend = wrapBackend ? wrapBackend(real) : real;
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
    { initialEntries: [address] },
  );
  const routerElement = (
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>
  );
  const result = await renderWithProviders(onRowRender ? <RowRenderObserver.Provider value={onRowRender}>{routerElement}</RowRenderObserver.Provider> : routerElement, {
    backend,
    language,
    fallback: <p>suspended</p>,
  });
  return { ...result, backend, router };
}
