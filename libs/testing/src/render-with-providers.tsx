import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { i18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, type InitialEntry, type RouteObject } from 'react-router-dom';
import type { Backend } from '@console/backend';
import type { LanguageCode } from '@console/i18n';
import { createTestI18n } from './test-i18n';
import { createTestQueryClient } from './test-query-client';
import { TestProviders } from './TestProviders';

export type TestRouter = ReturnType<typeof createMemoryRouter>;

export interface TestRoute {
  /** The route pattern `ui` is rendered at. */
  path: string;
  /** Where the router starts; `path` when left out. */
  initialEntry?: InitialEntry;
  /** Further routes the screen may lead to. */
  others?: RouteObject[];
}

export interface RenderWithProvidersOptions {
  /** Left out for components that never reach the backend. */
  backend?: Backend;
  /** Made with `language` and `namespaces` when left out. */
  i18n?: i18n;
  language?: LanguageCode;
  namespaces?: string[];
  queryClient?: QueryClient;
  /** Renders `ui` as a route of a memory data router (needed by loaders, blockers and `useNavigate` tests). */
  route?: TestRoute;
  fallback?: ReactNode;
}

export interface ProvidersRenderResult extends RenderResult {
  i18n: i18n;
  queryClient: QueryClient;
  user: UserEvent;
}

/**
 * Renders `ui` inside {@link TestProviders} on fresh i18n and query client instances (unless given).
 * The providers are a `wrapper`, not a wrapping element, so that `rerender` keeps them.
 */
export async function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions & { route: TestRoute }): Promise<ProvidersRenderResult & { router: TestRouter }>;
export async function renderWithProviders(ui: ReactElement, options?: RenderWithProvidersOptions): Promise<ProvidersRenderResult>;
export async function renderWithProviders(
  ui: ReactElement,
  { backend, i18n, language = 'en', namespaces, queryClient = createTestQueryClient(), route, fallback }: RenderWithProvidersOptions = {},
): Promise<ProvidersRenderResult & { router?: TestRouter }> {
  const usedI18n = i18n ?? (await createTestI18n(language, namespaces));
  const router = route ? createMemoryRouter([{ path: route.path, element: ui }, ...(route.others ?? [])], { initialEntries: [route.initialEntry ?? route.path] }) : undefined;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders i18n={usedI18n} backend={backend} queryClient={queryClient} fallback={fallback}>
      {children}
    </TestProviders>
  );
  const result = render(router ? <RouterProvider router={router} /> : ui, { wrapper });
  return { ...result, i18n: usedI18n, queryClient, user: userEvent.setup(), ...(router ? { router } : {}) };
}
