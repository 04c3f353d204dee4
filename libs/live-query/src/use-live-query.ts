import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { liveQueryOptions, type LiveQueryDefinition } from './live-query-options';

/**
 * A React Query result fed by a live listener. `subscribe` is read when the listener starts, so it
 * need not be memoised; the query key must identify everything it depends on.
 */
export function useLiveQuery<T, K extends QueryKey>(definition: LiveQueryDefinition<T, K>) {
  const queryClient = useQueryClient();
  return useQuery(liveQueryOptions(queryClient, definition));
}
