import { useEffect, useRef } from 'react';
import type { AuthPort } from '@console/backend';

export const VERIFIED_POLL_MS = 5_000;

/**
 * Notices a verification done elsewhere (another tab, the phone): while `enabled`, reloads the user when
 * the page gets focus or becomes visible, and every few seconds while it is visible.
 */
export function useVerifiedWatch(auth: AuthPort, enabled: boolean, onVerified: () => void): void {
  const latestOnVerified = useRef(onVerified);
  useEffect(() => {
    latestOnVerified.current = onVerified;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    let stopped = false;
    const check = () => {
      if (document.visibilityState === 'hidden') return;
      auth.reload().then(
        (user) => {
          if (!stopped && user?.emailVerified) latestOnVerified.current();
        },
        // Offline for a moment: the next check tries again.
        () => undefined,
      );
    };
    const timer = window.setInterval(check, VERIFIED_POLL_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [auth, enabled]);
}
