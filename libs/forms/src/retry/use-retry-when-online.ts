import { useCallback, useEffect, useRef, useState } from 'react';

export interface RetryWhenOnline {
  /** A save is waiting for the connection to come back. */
  waiting: boolean;
  /**
   * After a failed save: when it failed for want of a connection (`offline`, as the caller's backend
   * tells), `again` runs by itself as soon as the browser is back online (once); returns `offline`.
   */
  schedule: (offline: boolean, again: () => void) => boolean;
  /** Forgets a waiting save (the person left, or saved by hand). */
  cancel: () => void;
}

/**
 * Saving offline keeps what was typed and tries again when the connection returns, so a bank's staff
 * need not watch the network. The browser's `online` event is the signal; the retry is the form's own
 * submit, so it validates and compares versions as any save does.
 */
export function useRetryWhenOnline(): RetryWhenOnline {
  const pending = useRef<(() => void) | null>(null);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    const onOnline = () => {
      const again = pending.current;
      pending.current = null;
      setWaiting(false);
      again?.();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  const schedule = useCallback((offline: boolean, again: () => void) => {
    if (!offline) return false;
    pending.current = again;
    setWaiting(true);
    return true;
  }, []);

  const cancel = useCallback(() => {
    pending.current = null;
    setWaiting(false);
  }, []);

  return { waiting, schedule, cancel };
}
