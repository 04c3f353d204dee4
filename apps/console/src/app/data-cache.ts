import type { QueryClient } from '@tanstack/react-query';

/**
 * The screens' data cache (TanStack Query's client), created with the first route that reads data, so
 * that a first visit of the sign-in or registration page does not download it. The router creates it
 * before such a route shows (`load`); the app hands it to the screens from then on.
 */
export interface DataCache {
  load(): Promise<QueryClient>;
  /** The client once created; null before. */
  current(): QueryClient | null;
  subscribe(listener: () => void): () => void;
}

export function createDataCache(create: () => Promise<QueryClient>): DataCache {
  let client: QueryClient | null = null;
  let pending: Promise<QueryClient> | null = null;
  const listeners = new Set<() => void>();
  return {
    load() {
      pending ??= create().then(
        (created) => {
          client = created;
          for (const listener of [...listeners]) listener();
          return created;
        },
        (error: unknown) => {
          // A chunk that could not be fetched (offline) is fetched again by the next route.
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    current: () => client,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
