import { useEffect, useState } from 'react';

/** Why work under a blocking notice looks stuck: the browser is offline, or it simply takes long. */
export type Stall = 'offline' | 'slow' | null;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Whether the work under way looks stuck. Without a network a write can wait for ever, so a person
 * must learn it at once when the browser says it is offline, and after `afterMs` in any case.
 * Meant for a component that lives only while the work runs, so each run starts afresh.
 */
export function useStalled(afterMs: number): Stall {
  const [stall, setStall] = useState<Stall>(() => (isOffline() ? 'offline' : null));

  useEffect(() => {
    const timer = window.setTimeout(() => setStall((current) => current ?? 'slow'), afterMs);
    const onOffline = () => setStall('offline');
    window.addEventListener('offline', onOffline);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('offline', onOffline);
    };
  }, [afterMs]);

  return stall;
}
