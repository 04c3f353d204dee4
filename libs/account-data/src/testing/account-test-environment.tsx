import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BackendProvider } from '@console/backend/react';
import type { Backend } from '@console/backend';
import { createTestQueryClient } from '@console/testing';

/** The providers the hooks need (no texts: this library shows none). */
export function accountTestEnvironment(backend: Backend) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BackendProvider backend={backend}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </BackendProvider>
  );
  return { queryClient, wrapper };
}
