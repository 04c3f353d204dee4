import { hashKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** Starts a snapshot stream; must return its stop function synchronously. */
export type Subscribe<T> = (onNext: (value: T) => void, onError: (error: Error) => void) => () => void;

export interface LiveQueryRegistryOptions {
  /**
   * How long a listener outlives its last observer. Long enough that StrictMode's double mount and a
   * route change that unmounts and remounts the same data do not stop and restart the listener.
   */
  gracePeriodMs?: number;
}

interface Listener {
  unsubscribe: () => void;
  /** Settles with the first snapshot (or the error before it). */
  firstValue: Promise<unknown>;
  hasValue: boolean;
  stopTimer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Binds snapshot streams to React Query cache entries: one listener per query key, started by the
 * query function, kept while the query has observers, stopped a grace period after the last one
 * leaves and at once when the query is removed from the cache.
 */
export class LiveQueryRegistry {
  private readonly listeners = new Map<string, Listener>();
  private readonly gracePeriodMs: number;
  private readonly stopWatchingCache: () => void;

  constructor(
    private readonly queryClient: QueryClient,
    { gracePeriodMs = 2_000 }: LiveQueryRegistryOptions = {},
  ) {
    this.gracePeriodMs = gracePeriodMs;
    this.stopWatchingCache = queryClient.getQueryCache().subscribe((event) => {
      const hash = event.query.queryHash;
      if (!this.listeners.has(hash)) return;
      if (event.type === 'observerAdded') this.cancelStop(hash);
      else if (event.type === 'observerRemoved' && event.query.getObserversCount() === 0) this.scheduleStop(hash, event.query);
      else if (event.type === 'removed') this.stop(hash);
    });
  }

  /** The query function of a live query: resolves with the first snapshot, later ones go to the cache. */
  fetch<T>(queryKey: QueryKey, subscribe: Subscribe<T>): Promise<T> {
    const hash = hashKey(queryKey);
    const running = this.listeners.get(hash);
    if (running) {
      // A refetch (e.g. invalidation) while the listener runs: the cache already holds the latest value.
      return (running.hasValue ? Promise.resolve(this.queryClient.getQueryData<T>(queryKey)) : running.firstValue) as Promise<T>;
    }
    return this.start(hash, queryKey, subscribe);
  }

  /** Number of running listeners (for tests and diagnostics). */
  get size(): number {
    return this.listeners.size;
  }

  dispose(): void {
    this.stopWatchingCache();
    for (const hash of [...this.listeners.keys()]) this.stop(hash);
  }

  private start<T>(hash: string, queryKey: QueryKey, subscribe: Subscribe<T>): Promise<T> {
    let resolveFirst!: (value: T) => void;
    let rejectFirst!: (error: Error) => void;
    const firstValue = new Promise<T>((resolve, reject) => {
      resolveFirst = resolve;
      rejectFirst = reject;
    });
    const listener: Listener = { unsubscribe: () => undefined, firstValue, hasValue: false, stopTimer: undefined };
    this.listeners.set(hash, listener);

    const isCurrent = () => this.listeners.get(hash) === listener;
    const onNext = (value: T) => {
      if (!isCurrent()) return;
      if (listener.hasValue) {
        this.queryClient.setQueryData(queryKey, value);
      } else {
        listener.hasValue = true;
        resolveFirst(value);
      }
    };
    const onError = (error: Error) => {
      if (!isCurrent()) return;
      // The stream sends nothing after an error: forget the listener so that a later fetch starts anew.
      this.stop(hash);
      if (listener.hasValue) this.failKeepingData(queryKey, error);
      else rejectFirst(error);
    };

    try {
      listener.unsubscribe = subscribe(onNext, onError);
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
    }
    return firstValue;
  }

  private failKeepingData(queryKey: QueryKey, error: Error): void {
    const query = this.queryClient.getQueryCache().find({ queryKey, exact: true });
    query?.setState({ status: 'error', error, errorUpdateCount: query.state.errorUpdateCount + 1, errorUpdatedAt: Date.now(), fetchStatus: 'idle' });
  }

  private scheduleStop(hash: string, query: Query): void {
    const listener = this.listeners.get(hash);
    if (!listener) return;
    this.cancelStop(hash);
    listener.stopTimer = setTimeout(() => {
      if (query.getObserversCount() > 0) return;
      this.stop(hash);
      // Cached data stays visible on the next mount, which must start a fresh listener: mark it stale.
      void this.queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: 'none' });
    }, this.gracePeriodMs);
  }

  private cancelStop(hash: string): void {
    const listener = this.listeners.get(hash);
    if (listener?.stopTimer !== undefined) {
      clearTimeout(listener.stopTimer);
      listener.stopTimer = undefined;
    }
  }

  private stop(hash: string): void {
    const listener = this.listeners.get(hash);
    if (!listener) return;
    this.cancelStop(hash);
    this.listeners.delete(hash);
    listener.unsubscribe();
  }
}

const registries = new WeakMap<QueryClient, LiveQueryRegistry>();

/** The one registry of a QueryClient; options apply when it is first made. */
export function liveQueryRegistry(queryClient: QueryClient, options?: LiveQueryRegistryOptions): LiveQueryRegistry {
  let registry = registries.get(queryClient);
  if (!registry) {
    registry = new LiveQueryRegistry(queryClient, options);
    registries.set(queryClient, registry);
  }
  return registry;
}
