import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ActivityStore } from './activity-store';
import { startSessionClock, type SessionClock } from './session-clock';
import type { AutomaticSignOutReason, SessionLimits } from './session-limits';

/** The warning before an automatic sign-out: why it will happen and when (epoch ms). */
export interface SessionWarning {
  reason: AutomaticSignOutReason;
  endsAt: number;
}

export interface SessionTimeoutOptions {
  uid: string | null;
  signedInAt: number | null;
  activity: ActivityStore;
  /** Stable values (module constants): a new one restarts the clock. */
  now: () => number;
  limits: SessionLimits;
  onEnded: (reason: AutomaticSignOutReason) => void;
}

export interface SessionTimeout {
  warning: SessionWarning | null;
  staySignedIn: () => void;
  /** Closes a warning that cannot be answered with "stay" (the session's age), until its end. */
  dismissWarning: () => void;
}

const sameWarning = (a: SessionWarning | null, b: SessionWarning | null) => a === b || (a !== null && b !== null && a.endsAt === b.endsAt && a.reason === b.reason);

/** The signed-in user's session clock in React: the warning to show, and the end when it comes. */
export function useSessionTimeout({ uid, signedInAt, activity, now, limits, onEnded }: SessionTimeoutOptions): SessionTimeout {
  const [reported, setReported] = useState<{ uid: string; warning: SessionWarning | null } | null>(null);
  const [dismissedEnd, setDismissedEnd] = useState<number | null>(null);
  const clock = useRef<SessionClock | null>(null);
  const ended = useEffectEvent(onEnded);

  useEffect(() => {
    if (!uid) return undefined;
    const started = startSessionClock({
      activity,
      signedInAt,
      now,
      limits,
      activityTarget: window,
      onStatus: (status) => {
        const warning = status.kind === 'warning' ? { reason: status.reason, endsAt: status.endsAt } : null;
        // An active session reports each new end; only a change of the warning renders again.
        setReported((previous) => (previous?.uid === uid && sameWarning(previous.warning, warning) ? previous : { uid, warning }));
        if (status.kind === 'ended') ended(status.reason);
      },
    });
    clock.current = started;
    return () => {
      started.stop();
      if (clock.current === started) clock.current = null;
    };
  }, [uid, signedInAt, activity, now, limits]);

  const warning = reported?.uid === uid ? reported.warning : null;
  const shown = warning && warning.endsAt !== dismissedEnd ? warning : null;
  const staySignedIn = useCallback(() => clock.current?.staySignedIn(), []);
  const endsAt = warning?.endsAt ?? null;
  const dismissWarning = useCallback(() => setDismissedEnd(endsAt), [endsAt]);
  return { warning: shown, staySignedIn, dismissWarning };
}
