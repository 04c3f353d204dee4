import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BackendProvider } from '@console/backend/react';
import type { Backend } from '@console/backend';
import { createTestQueryClient } from './test-query-client';

export interface TestProvidersProps {
  i18n: i18n;
  /** Left out for components that never reach the backend; `useBackend()` then throws. */
  backend?: Backend;
  /** A fresh test client when left out. */
  queryClient?: QueryClient;
  /** Shown while something below suspends. */
  fallback?: ReactNode;
  children: ReactNode;
}

/** The providers the console's host puts around every screen, in the same order. */
export function TestProviders({ i18n, backend, queryClient, fallback = null, children }: TestProvidersProps) {
  // Created once per mount, so that a re-render keeps the cache.
  const [client] = useState(() => queryClient ?? createTestQueryClient());
  const content = (
    <QueryClientProvider client={client}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </QueryClientProvider>
  );
  return <I18nextProvider i18n={i18n}>{backend ? <BackendProvider backend={backend}>{content}</BackendProvider> : content}</I18nextProvider>;
}
