import type { Unsubscribe } from '../ports/common';

/** When a listener's data is read again. */
interface RefreshTimings {
  /** Back in the tab (or back online), or joined by one more listener, after this long: read again. */
  staleAfterMs: number;
  /** The shortest time between two timed reads of a listener while its tab is in view. */
  minimumPeriodMs: number;
  /** What the timed reads of one listener may cost: documents read per minute at most. */
  documentsPerMinute: number;
}

export const REFRESH_TIMINGS: RefreshTimings = { staleAfterMs: 30_000, minimumPeriodMs: 60_000, documentsPerMinute: 1_000 };

/** How often the timed reads are checked; a listener is read at most this late after it is due. */
const TICK_MS = 5_000;

export interface WatchedRead<T> {
  /** The same key for the same data: listeners with one key share their reads and results. */
  key: string;
  /** The document's path, or the collection's whose documents it lists. */
  path: string;
  kind: 'doc' | 'collection';
  read: () => Promise<{ value: T; documents: number }>;
}

interface Subscriber {
  onNext: (value: unknown) => void;
  onError: (error: Error) => void;
}

/** One read and everyone who listens to its result. */
interface Watched {
  what: WatchedRead<unknown>;
  subscribers: Set<Subscriber>;
  /** The last result delivered, serialized to tell a change; undefined before the first. */
  serialized: string | undefined;
  value: unknown;
  documents: number;
  readAt: number;
  reading: boolean;
  readAgain: boolean;
}

const parentOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));

const isAffectedBy = ({ kind, path }: WatchedRead<unknown>, written: string) => (kind === 'doc' ? path === written : parentOf(written) === path);

const inView = () => typeof document === 'undefined' || document.visibilityState === 'visible';

export interface RefreshedListeners {
  watch<T>(what: WatchedRead<T>, onNext: (value: T) => void, onError: (error: Error) => void): Unsubscribe;
  /** A write of this tab has been committed: the listeners it concerns read again, here and in the other tabs. */
  wrote(paths: readonly string[]): void;
}

/**
 * Listeners made of reads: Firestore Lite, which the console uses because the full SDK's live channel
 * alone weighs more than every screen's own code, has no listener. A listener reads once, then again
 *  - at once when a write of this tab, or of another tab on `channelName`, touches its document or a
 *    document of its collection (the writer's own changes show without delay);
 *  - when its tab comes back into view or online and its data is older than `staleAfterMs`;
 *  - while its tab is in view, every `minimumPeriodMs` or, for a long list, as seldom as keeps it under
 *    `documentsPerMinute` document reads (Firestore bills each document read).
 * Listeners of the same data share one read, as the full SDK's share one query: a screen that mounts
 * a second listener gets the current result at once. A result equal to the last one is not delivered
 * again; the first error is the listener's last word.
 */
export function createRefreshedListeners(channelName: string): RefreshedListeners {
  const timings = REFRESH_TIMINGS;
  const watched = new Map<string, Watched>();
  let channel: BroadcastChannel | null = null;
  let ticker: ReturnType<typeof setInterval> | null = null;

  const isCurrent = (entry: Watched) => watched.get(entry.what.key) === entry;

  const refresh = (entry: Watched): void => {
    if (entry.reading) {
      // A write committed after this read started may be missing from it.
      entry.readAgain = true;
      return;
    }
    entry.reading = true;
    entry.readAgain = false;
    entry.readAt = Date.now();
    entry.what.read().then(
      ({ value, documents }) => {
        entry.reading = false;
        if (!isCurrent(entry)) return;
        entry.documents = documents;
        const serialized = JSON.stringify(value);
        if (serialized !== entry.serialized) {
          entry.serialized = serialized;
          entry.value = value;
          // Each listener of a shared read gets data of its own, as from a read of its own.
          const shared = entry.subscribers.size > 1;
          for (const subscriber of [...entry.subscribers]) subscriber.onNext(shared ? structuredClone(value) : value);
        }
        if (entry.readAgain) refresh(entry);
      },
      (error: unknown) => {
        entry.reading = false;
        if (!isCurrent(entry)) return;
        watched.delete(entry.what.key);
        stopWhenIdle();
        const failure = error instanceof Error ? error : new Error(String(error));
        for (const subscriber of entry.subscribers) subscriber.onError(failure);
      },
    );
  };

  const refreshAffected = (paths: readonly string[]) => {
    for (const entry of watched.values()) if (paths.some((path) => isAffectedBy(entry.what, path))) refresh(entry);
  };

  const refreshOlderThan = (ageMs: (entry: Watched) => number) => {
    const now = Date.now();
    for (const entry of watched.values()) if (now - entry.readAt >= ageMs(entry)) refresh(entry);
  };

  const periodOf = (entry: Watched) => Math.max(timings.minimumPeriodMs, (entry.documents / timings.documentsPerMinute) * 60_000);
  const onTick = () => {
    if (inView()) refreshOlderThan(periodOf);
  };
  const onBack = () => {
    if (inView()) refreshOlderThan(() => timings.staleAfterMs);
  };
  const onMessage = (event: MessageEvent<unknown>) => {
    const paths = (event.data as { paths?: unknown } | null)?.paths;
    if (Array.isArray(paths)) refreshAffected(paths.filter((path): path is string => typeof path === 'string'));
  };

  const startWhenFirst = () => {
    if (ticker) return;
    ticker = setInterval(onTick, TICK_MS);
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(channelName);
      channel.addEventListener('message', onMessage);
    }
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onBack);
    if (typeof window !== 'undefined') window.addEventListener('online', onBack);
  };

  // Nothing stays behind without listeners: no timer keeps a test process or a background tab busy.
  const stopWhenIdle = () => {
    if (watched.size > 0 || !ticker) return;
    clearInterval(ticker);
    ticker = null;
    channel?.close();
    channel = null;
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onBack);
    if (typeof window !== 'undefined') window.removeEventListener('online', onBack);
  };

  return {
    watch(what, onNext, onError) {
      const subscriber: Subscriber = { onNext: (value) => onNext(value as Parameters<typeof onNext>[0]), onError };
      let entry = watched.get(what.key);
      if (entry) {
        entry.subscribers.add(subscriber);
        const joined = entry;
        // After the caller holds its Unsubscribe, as for the first result of a read.
        if (joined.serialized !== undefined)
          queueMicrotask(() => {
            if (isCurrent(joined) && joined.subscribers.has(subscriber)) subscriber.onNext(structuredClone(joined.value));
          });
        if (Date.now() - joined.readAt >= timings.staleAfterMs) refresh(joined);
      } else {
        entry = { what, subscribers: new Set([subscriber]), serialized: undefined, value: undefined, documents: 0, readAt: 0, reading: false, readAgain: false };
        watched.set(what.key, entry);
        startWhenFirst();
        refresh(entry);
      }
      const own = entry;
      return () => {
        if (!own.subscribers.delete(subscriber) || own.subscribers.size > 0 || !isCurrent(own)) return;
        watched.delete(what.key);
        stopWhenIdle();
      };
    },

    wrote(paths) {
      if (paths.length === 0) return;
      refreshAffected(paths);
      // Other tabs hear it even when this one listens to nothing.
      const announcer = channel ?? (typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(channelName) : null);
      announcer?.postMessage({ paths: [...paths] });
      if (announcer !== channel) announcer?.close();
    },
  };
}
