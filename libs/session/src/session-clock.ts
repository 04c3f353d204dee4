import { listenForActivity } from './activity-events';
import type { ActivityStore } from './activity-store';
import { ACTIVITY_RECORD_INTERVAL_MS, SESSION_LIMITS, sessionStatus, type SessionLimits, type SessionStatus } from './session-limits';

export interface SessionClockOptions {
  activity: ActivityStore;
  /** When the session began; null while unknown. */
  signedInAt: number | null;
  /** Hears the status at start and after every change of it (a later end while active included). */
  onStatus: (status: SessionStatus) => void;
  /** Where this tab's activity is heard; left out, only `staySignedIn` and other tabs count. */
  activityTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
  limits?: SessionLimits;
  recordEveryMs?: number;
}

export interface SessionClock {
  /** The person says they are here (the warning's button): counts even while the warning shows. */
  staySignedIn(): void;
  stop(): void;
}

function sameStatus(a: SessionStatus | undefined, b: SessionStatus): boolean {
  if (a?.kind !== b.kind) return false;
  if (a.kind === 'active' && b.kind === 'active') return a.warnAt === b.warnAt;
  if (a.kind === 'warning' && b.kind === 'warning') return a.endsAt === b.endsAt && a.reason === b.reason;
  return a.kind === 'ended' && b.kind === 'ended' && a.reason === b.reason;
}

/**
 * Follows one signed-in session: records this tab's activity for all tabs, and reports when the
 * warning starts and when the session is over. Timers only say when to look again; every decision is
 * taken on the clock, so a late timer (a sleeping computer, a throttled background tab) is harmless.
 */
export function startSessionClock({
  activity,
  signedInAt,
  onStatus,
  activityTarget,
  now = Date.now,
  limits = SESSION_LIMITS,
  recordEveryMs = ACTIVITY_RECORD_INTERVAL_MS,
}: SessionClockOptions): SessionClock {
  let reported: SessionStatus | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopListening: (() => void) | undefined;
  let lastRecorded = Number.NEGATIVE_INFINITY;
  let stopped = false;

  const statusAt = (at: number) => sessionStatus({ now: at, lastActivityAt: activity.read() ?? at, signedInAt }, limits);

  const onActivity = () => {
    const at = now();
    if (at - lastRecorded < recordEveryMs) return;
    // The first touch after a late timer must not revive a session that is already over.
    if (statusAt(at).kind !== 'active') return evaluate();
    lastRecorded = at;
    activity.record(at);
  };

  // While the warning shows only its button counts: a stray movement must not close it unread.
  const listen = (on: boolean) => {
    if (on && !stopListening && activityTarget) stopListening = listenForActivity(activityTarget, onActivity);
    if (!on && stopListening) {
      stopListening();
      stopListening = undefined;
    }
  };

  function evaluate(): void {
    if (stopped) return;
    clearTimeout(timer);
    const at = now();
    const status = statusAt(at);
    listen(status.kind === 'active');
    if (status.kind === 'active') timer = setTimeout(evaluate, status.warnAt - at);
    if (status.kind === 'warning') timer = setTimeout(evaluate, status.endsAt - at);
    if (sameStatus(reported, status)) return;
    reported = status;
    onStatus(status);
  }

  const unsubscribe = activity.subscribe(evaluate);
  evaluate();

  return {
    staySignedIn() {
      if (stopped || reported?.kind === 'ended') return;
      lastRecorded = now();
      activity.record(lastRecorded);
      evaluate();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      listen(false);
      unsubscribe();
    },
  };
}
