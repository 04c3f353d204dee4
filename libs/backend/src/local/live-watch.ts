import { liveQuery } from 'dexie';
import type { Unsubscribe } from '../ports/common';
import { toBackendError } from '../ports/errors';

/**
 * Runs `read` now and again whenever the tables it read change, in this tab or another one (Dexie
 * propagates writes across tabs through BroadcastChannel). Delivers only results that differ from the
 * last one delivered; the first error is delivered once and ends the listener, as Firestore's does.
 */
export function watchLive<T>(read: () => Promise<T>, onNext: (value: T) => void, onError: (error: Error) => void): Unsubscribe {
  let active = true;
  let lastDelivered: string | undefined;
  // An async querier tells Dexie to follow native awaits, so that every table read is observed.
  const subscription = liveQuery(async () => read()).subscribe({
    next: (value) => {
      if (!active) return;
      const signature = JSON.stringify(value);
      if (signature === lastDelivered) return;
      lastDelivered = signature;
      onNext(value);
    },
    error: (error: unknown) => {
      if (!active) return;
      active = false;
      // liveQuery keeps listening after an error; this listener must not.
      subscription.unsubscribe();
      onError(toBackendError(error));
    },
  });
  return () => {
    active = false;
    subscription.unsubscribe();
  };
}
