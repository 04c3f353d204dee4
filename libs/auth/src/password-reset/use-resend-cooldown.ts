import { useEffect, useState } from 'react';

export const RESEND_COOLDOWN_SECONDS = 30;
const TICK_MS = 250;

/** Whole seconds until another e-mail may be sent after one sent at `sentAt` (epoch ms); 0 when it may. */
export function useResendCooldown(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const endsAt = sentAt === null ? 0 : sentAt + RESEND_COOLDOWN_SECONDS * 1000;

  useEffect(() => {
    if (endsAt === 0) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);

  // `now` may be from before a new send until the next tick; the cap keeps the count honest meanwhile.
  return Math.min(RESEND_COOLDOWN_SECONDS, Math.max(0, Math.ceil((endsAt - now) / 1000)));
}

/**
 * What the polite live region says: the wait in steps of ten seconds, then that it is over, so that a
 * screen reader hears a few updates rather than one every second.
 */
export function cooldownAnnouncementStep(seconds: number): number {
  return Math.ceil(seconds / 10) * 10;
}
