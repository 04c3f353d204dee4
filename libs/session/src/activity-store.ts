/** localStorage key of the latest activity in any tab of the console (epoch ms). */
export const LAST_ACTIVITY_KEY = 'lastActivityAt';

/** The latest user activity, shared by every tab of the console in this browser. */
export interface ActivityStore {
  /** Epoch ms of the latest activity in any tab; null when none was recorded. */
  read(): number | null;
  /** Records activity at `at`; an older time than the one kept changes nothing. */
  record(at: number): void;
  /** Calls `listener` when this tab or another one records activity. */
  subscribe(listener: () => void): () => void;
}

type Events = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** A sandboxed page may be refused localStorage even by name. */
function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Kept in localStorage, whose `storage` event tells the other tabs: activity in one tab keeps the
 * session of all of them. Where storage is refused (a locked-down browser) this tab keeps its own.
 */
export function sharedActivityStore(storage: Storage | undefined = browserStorage(), events: Events | undefined = globalThis.window): ActivityStore {
  const listeners = new Set<() => void>();
  let memory: number | null = null;

  const read = (): number | null => {
    try {
      if (!storage) return memory;
      const stored = Number(storage.getItem(LAST_ACTIVITY_KEY) ?? Number.NaN);
      return Number.isFinite(stored) ? Math.max(stored, memory ?? stored) : memory;
    } catch {
      return memory;
    }
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key === LAST_ACTIVITY_KEY || event.key === null) listeners.forEach((listener) => listener());
  };

  return {
    read,
    record(at) {
      const last = read();
      if (last !== null && last >= at) return;
      try {
        if (storage) storage.setItem(LAST_ACTIVITY_KEY, String(at));
        else memory = at;
      } catch {
        // Kept in memory: this tab still signs out on time.
        memory = at;
      }
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
  };
}
