import { describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_MS, MAX_SESSION_MS, SESSION_LIMITS, SIGN_OUT_WARNING_MS, sessionStatus } from './session-limits';

const minute = 60 * 1000;
const hour = 60 * minute;
const signedInAt = Date.UTC(2026, 0, 12, 8, 0);

describe('session limits', () => {
  it('are the security review’s: 30 minutes idle, a warning a minute before, 12 hours at most', () => {
    expect(IDLE_TIMEOUT_MS).toBe(30 * minute);
    expect(SIGN_OUT_WARNING_MS).toBe(minute);
    expect(MAX_SESSION_MS).toBe(12 * hour);
    expect(SESSION_LIMITS).toEqual({ idleMs: IDLE_TIMEOUT_MS, warningMs: SIGN_OUT_WARNING_MS, maxSessionMs: MAX_SESSION_MS });
  });

  it.each([
    ['just after activity', 0, { kind: 'active', warnAt: signedInAt + 29 * minute }],
    ['29 minutes without activity', 29 * minute - 1, { kind: 'active', warnAt: signedInAt + 29 * minute }],
    ['the last minute: the warning', 29 * minute, { kind: 'warning', reason: 'idle', endsAt: signedInAt + 30 * minute }],
    ['30 minutes without activity: over', 30 * minute, { kind: 'ended', reason: 'idle' }],
    ['long after', 5 * hour, { kind: 'ended', reason: 'idle' }],
  ])('idle: %s', (_case, idleFor, expected) => {
    expect(sessionStatus({ now: signedInAt + idleFor, lastActivityAt: signedInAt, signedInAt })).toEqual(expected);
  });

  it('ends 12 hours after the sign-in however active the person is, with its own warning', () => {
    const end = signedInAt + 12 * hour;
    const busy = (now: number) => sessionStatus({ now, lastActivityAt: now, signedInAt });
    expect(busy(end - minute - 1)).toEqual({ kind: 'active', warnAt: end - minute });
    expect(busy(end - minute)).toEqual({ kind: 'warning', reason: 'expired', endsAt: end });
    expect(busy(end)).toEqual({ kind: 'ended', reason: 'expired' });
  });

  it('names the limit that comes first', () => {
    const end = signedInAt + 12 * hour;
    // Idle would end 10 minutes after the age limit: the age limit it is.
    expect(sessionStatus({ now: end, lastActivityAt: end - 20 * minute, signedInAt })).toEqual({ kind: 'ended', reason: 'expired' });
    expect(sessionStatus({ now: end - minute, lastActivityAt: end - 40 * minute, signedInAt })).toEqual({ kind: 'ended', reason: 'idle' });
  });

  it('ends only for inactivity while the sign-in time is unknown', () => {
    expect(sessionStatus({ now: signedInAt + 100 * hour, lastActivityAt: signedInAt + 100 * hour, signedInAt: null })).toEqual({
      kind: 'active',
      warnAt: signedInAt + 100 * hour + 29 * minute,
    });
  });

  it('takes other limits', () => {
    const limits = { idleMs: 10 * minute, warningMs: 2 * minute, maxSessionMs: hour };
    expect(sessionStatus({ now: signedInAt + 8 * minute, lastActivityAt: signedInAt, signedInAt }, limits)).toEqual({ kind: 'warning', reason: 'idle', endsAt: signedInAt + 10 * minute });
  });
});
