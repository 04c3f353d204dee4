import { QueryClient } from '@tanstack/react-query';
import { liveQueryRegistry } from '@console/live-query';

/** A fresh client with its live-query registry; failures are not retried, so an error shows at once. */
export function createTestQueryClient(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  liveQueryRegistry(queryClient);
  return queryClient;
}
