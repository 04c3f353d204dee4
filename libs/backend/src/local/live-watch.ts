import { liveQuery } from 'dexie';
import type { Unsubscribe } from '../ports/common';
import { toBackendError } from '../ports/errors';

/**
 * Runs `read` once `before` has resolved (the database seeded), and again whenever the tables it read
 * change, in this tab or another one (Dexie propagates writes across tabs through BroadcastChannel). Delivers only results that differ from the
 * last one delivered; the first error is delivered once and ends the listener, as Firestore's does.
 */
export function watchLive<T>(
  read: () => Promise<T>,
  onNext: (value: T) => void,
  onError: (error: Error) => void,
  before: () => Promise<void> = () => Promise.resolve(),
): Unsubscribe {
  let active = true;
  let lastDelivered: string | undefined;
  let subscription: { unsubscribe(): void } | undefined;
  const fail = (error: unknown) => {
    if (!active) return;
    active = false;
    // liveQuery keeps listening after an error; this listener must not.
    subscription?.unsubscribe();
    onError(toBackendError(error));
  };
  // Waited for outside the querier: Dexie follows only its own and native awaits of table reads there.
  before().then(() => {
    if (!active) return;
    // An async querier tells Dexie to follow native awaits, so that every table read is observed.
    subscription = liveQuery(async () => read()).subscribe({
      next: (value) => {
        if (!active) return;
        const signature = JSON.stringify(value);
        if (signature === lastDelivered) return;
        lastDelivered = signature;
        onNext(value);
      },
      error: fail,
    });
    // An error delivered during `subscribe` came before the subscription was known.
    if (!active) subscription.unsubscribe();
  }, fail);
  return () => {
    active = false;
    subscription?.unsubscribe();
  };
}
