import { QueryClient } from '@tanstack/react-query';
import { liveQueryRegistry } from '@console/live-query';

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: 5 * 60_000, retry: 1 },
      mutations: { retry: false },
    },
  });
  liveQueryRegistry(queryClient, { gracePeriodMs: 2_000 });
  return queryClient;
}
