import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before an action may be repeated. Counted from a deadline rather than by ticks, so a
 * throttled background tab still shows the right number when it comes back.
 */
export function useCooldown(seconds: number, startNow = false): { remaining: number; start: () => void } {
  const [deadline, setDeadline] = useState<number | null>(() => (startNow ? Date.now() + seconds * 1000 : null));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) setDeadline(null);
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback(() => {
    const time = Date.now();
    setNow(time);
    setDeadline(time + seconds * 1000);
  }, [seconds]);

  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { remaining, start };
}
