import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';

/**
 * When the keys change (another language, another user), removes the queries of the old keys, which
 * stops their listeners at once. It runs as a layout effect, so before React Query's own effects start
 * the listeners of the new keys: the registry's grace period would otherwise keep the old ones running
 * next to the new ones for a while.
 */
export function useReleaseReplacedQueries(keys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  const previous = useRef<readonly QueryKey[]>(keys);
  const signature = hashKey(keys as QueryKey);
  useLayoutEffect(() => {
    const current = new Set(keys.map((key) => hashKey(key)));
    for (const key of previous.current) {
      if (!current.has(hashKey(key))) queryClient.removeQueries({ queryKey: key, exact: true });
    }
    previous.current = keys;
    // The signature stands for the keys' content; the array itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, queryClient]);
}
