import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BackendProvider } from '@console/backend/react';
import type { Backend } from '@console/backend';
import { ToastProvider } from '@console/ui';

export interface AppProps {
  backend: Backend;
  i18n: i18n;
  queryClient: QueryClient;
  /** The router: the browser's, or the static one of a page rendered at build time. */
  children: ReactNode;
}

/** What every screen has around it, in the browser and when a public page is rendered at build time alike. */
export function App({ backend, i18n, queryClient, children }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <BackendProvider backend={backend}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>{children}</ToastProvider>
        </QueryClientProvider>
      </BackendProvider>
    </I18nextProvider>
  );
}
