import { useCallback, useState } from 'react';
import type { AuthPort } from '@console/backend';
import { useCooldown } from './use-cooldown';

/** Seconds to wait between two verification e-mails. */
export const RESEND_COOLDOWN_SECONDS = 30;

export interface ResendVerification {
  resend: () => Promise<void>;
  sending: boolean;
  /** How often a link was sent from this page. */
  sentCount: number;
  error: unknown;
  /** Seconds before another link may be asked for. */
  remaining: number;
}

/** Sends the verification e-mail again, at most once per cooldown. */
export function useResendVerification(auth: AuthPort, justSent: boolean): ResendVerification {
  const { remaining, start } = useCooldown(RESEND_COOLDOWN_SECONDS, justSent);
  const [sending, setSending] = useState(false);
  const [sentCount, setSentCount] = useState(0);
  const [error, setError] = useState<unknown>(null);

  const resend = useCallback(async () => {
    if (sending || remaining > 0) return;
    setSending(true);
    setError(null);
    try {
      await auth.sendEmailVerification();
      setSentCount((count) => count + 1);
      start();
    } catch (failure) {
      setError(failure);
    } finally {
      setSending(false);
    }
  }, [auth, remaining, sending, start]);

  return { resend, sending, sentCount, error, remaining };
}
