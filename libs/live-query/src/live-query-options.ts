import { keepPreviousData, queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { liveQueryRegistry, type Subscribe } from './live-query-registry';

export interface LiveQueryDefinition<T, K extends QueryKey> {
  queryKey: K;
  subscribe: Subscribe<T>;
  enabled?: boolean;
  /** While a new key's first value is on its way (a longer page, say), keep showing the previous key's. */
  keepPrevious?: boolean;
}

/**
 * Query options for a live query, usable with useQuery, useQueries and useSuspenseQuery. Fresh forever
 * while its listener runs; no retries, because a stream's error is final and a remount starts anew.
 */
export function liveQueryOptions<T, K extends QueryKey>(queryClient: QueryClient, { queryKey, subscribe, enabled = true, keepPrevious = false }: LiveQueryDefinition<T, K>) {
  const registry = liveQueryRegistry(queryClient);
  return queryOptions({
    queryKey,
    queryFn: () => registry.fetch<T>(queryKey, subscribe),
    enabled,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
