import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { BackendProvider } from '@console/backend/react';
import type { Backend } from '@console/backend';
import { ToastProvider } from '@console/ui';
import type { createConsoleRouter } from './router';

export interface AppProps {
  backend: Backend;
  i18n: i18n;
  queryClient: QueryClient;
  router: ReturnType<typeof createConsoleRouter>;
}

export function App({ backend, i18n, queryClient, router }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <BackendProvider backend={backend}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </QueryClientProvider>
      </BackendProvider>
    </I18nextProvider>
  );
}
