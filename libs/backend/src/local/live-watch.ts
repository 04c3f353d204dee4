import type { Unsubscribe } from '../ports/common';
import { toBackendError } from '../ports/errors';
import type { LocalDatabase, LocalTables } from './database';

/**
 * Runs `read` once `before` has resolved (the database seeded), and again whenever a write of this tab
 * or another one changes what it read. Delivers only results that differ from the last one delivered;
 * the first error is delivered once and ends the listener, as Firestore's does.
 */
export function watchLive<T>(
  db: LocalDatabase,
  read: (tables: LocalTables) => Promise<T>,
  onNext: (value: T) => void,
  onError: (error: Error) => void,
  before: () => Promise<void> = () => Promise.resolve(),
): Unsubscribe {
  let active = true;
  let lastDelivered: string | undefined;
  let stop: Unsubscribe | undefined;
  const fail = (error: unknown) => {
    if (!active) return;
    active = false;
    onError(toBackendError(error));
  };
  before().then(() => {
    if (!active) return;
    stop = db.observe(
      read,
      (value) => {
        if (!active) return;
        const signature = JSON.stringify(value);
        if (signature === lastDelivered) return;
        lastDelivered = signature;
        onNext(value);
      },
      fail,
    );
  }, fail);
  return () => {
    active = false;
    stop?.();
  };
}
