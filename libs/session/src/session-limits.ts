/** Signed out after this long without activity in any tab of the console. */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;

/** How long before an automatic sign-out the warning shows. */
export const SIGN_OUT_WARNING_MS = 60 * 1000;

/**
 * A session ends this long after its sign-in, active or not. firebase/firestore.rules refuses older
 * sessions too (its `freshSession()`; an offline check keeps the two equal).
 */
export const MAX_SESSION_MS = 12 * 60 * 60 * 1000;

/**
 * Activity is written for the other tabs at most this often. A sign-out can come this much early, a
 * price for not waking every tab on each mouse movement.
 */
export const ACTIVITY_RECORD_INTERVAL_MS = 5 * 1000;

export interface SessionLimits {
  idleMs: number;
  warningMs: number;
  maxSessionMs: number;
}

export const SESSION_LIMITS: SessionLimits = { idleMs: IDLE_TIMEOUT_MS, warningMs: SIGN_OUT_WARNING_MS, maxSessionMs: MAX_SESSION_MS };

/** Why the console ends a session by itself: inactivity, or the session's age. */
export type AutomaticSignOutReason = 'idle' | 'expired';

export type SessionStatus =
  | { kind: 'active'; warnAt: number }
  | { kind: 'warning'; reason: AutomaticSignOutReason; endsAt: number }
  | { kind: 'ended'; reason: AutomaticSignOutReason };

export interface SessionTimes {
  now: number;
  /** The latest activity in any tab. */
  lastActivityAt: number;
  /** When the session began; null while unknown, when only inactivity ends it. */
  signedInAt: number | null;
}

/** Where a signed-in session stands at `now`: active (until when), in its warning, or over (and why). */
export function sessionStatus({ now, lastActivityAt, signedInAt }: SessionTimes, limits: SessionLimits = SESSION_LIMITS): SessionStatus {
  const idleEnd = lastActivityAt + limits.idleMs;
  const ageEnd = signedInAt === null ? Number.POSITIVE_INFINITY : signedInAt + limits.maxSessionMs;
  const reason: AutomaticSignOutReason = ageEnd <= idleEnd ? 'expired' : 'idle';
  const endsAt = Math.min(idleEnd, ageEnd);
  if (now >= endsAt) return { kind: 'ended', reason };
  if (now >= endsAt - limits.warningMs) return { kind: 'warning', reason, endsAt };
  return { kind: 'active', warnAt: endsAt - limits.warningMs };
}
