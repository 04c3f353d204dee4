import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ACTIVITY_KEY, sharedActivityStore } from './activity-store';
import { startSessionClock, type SessionClock } from './session-clock';
import type { SessionStatus } from './session-limits';

const minute = 60 * 1000;
const hour = 60 * minute;
const start = Date.UTC(2026, 0, 12, 8, 0);

let clock: SessionClock | undefined;

beforeEach(() => {
  vi.useFakeTimers({ now: start });
});
afterEach(() => {
  clock?.stop();
  vi.useRealTimers();
});

function follow(signedInAt: number | null = start) {
  const activity = sharedActivityStore();
  activity.record(start);
  const statuses: SessionStatus[] = [];
  clock = startSessionClock({ activity, signedInAt, onStatus: (status) => statuses.push(status), activityTarget: window });
  return { activity, statuses, last: () => statuses.at(-1) };
}

describe('the session clock', () => {
  it('warns a minute before 30 idle minutes are up, then ends the session', () => {
    const { last } = follow();
    expect(last()).toEqual({ kind: 'active', warnAt: start + 29 * minute });
    vi.advanceTimersByTime(29 * minute - 1);
    expect(last()?.kind).toBe('active');
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ kind: 'warning', reason: 'idle', endsAt: start + 30 * minute });
    vi.advanceTimersByTime(minute);
    expect(last()).toEqual({ kind: 'ended', reason: 'idle' });
  });

  it('counts pointer, keys, touch, scrolling and focus as activity, written at most every 5 seconds', () => {
    const { last } = follow();
    vi.advanceTimersByTime(10 * minute);
    window.dispatchEvent(new Event('keydown'));
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(start + 10 * minute));
    expect(last()).toEqual({ kind: 'active', warnAt: start + 39 * minute });

    vi.advanceTimersByTime(2_000);
    window.dispatchEvent(new Event('pointermove'));
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(start + 10 * minute));

    for (const type of ['pointerdown', 'touchstart', 'wheel', 'scroll', 'focus']) {
      vi.advanceTimersByTime(5_000);
      window.dispatchEvent(new Event(type));
      expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBe(Date.now());
    }
  });

  it('keeps every tab signed in while a person works in any of them', () => {
    const { last } = follow();
    vi.advanceTimersByTime(29 * minute);
    expect(last()?.kind).toBe('warning');
    // Another tab writes its activity; this tab hears it through the storage event.
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY }));
    expect(last()).toEqual({ kind: 'active', warnAt: Date.now() + 29 * minute });
  });

  it('ignores stray movements during the warning: only "Stay signed in" keeps the session', () => {
    const { last } = follow();
    vi.advanceTimersByTime(29 * minute + 10_000);
    window.dispatchEvent(new Event('pointermove'));
    expect(last()).toEqual({ kind: 'warning', reason: 'idle', endsAt: start + 30 * minute });
    clock?.staySignedIn();
    expect(last()).toEqual({ kind: 'active', warnAt: Date.now() + 29 * minute });
  });

  it('does not let the first touch after a late timer revive a session that is over', () => {
    const { activity, last } = follow();
    // The computer slept: no timer ran for two hours.
    vi.setSystemTime(start + 2 * hour);
    window.dispatchEvent(new Event('focus'));
    expect(last()).toEqual({ kind: 'ended', reason: 'idle' });
    expect(activity.read()).toBe(start);
  });

  it('ends the session 12 hours after the sign-in however busy the person is', () => {
    const { last } = follow();
    // Active every 10 minutes for 11 hours 50 minutes, then 9 more minutes.
    for (let step = 0; step < 71; step++) {
      vi.advanceTimersByTime(10 * minute);
      window.dispatchEvent(new Event('keydown'));
    }
    expect(last()?.kind).toBe('active');
    vi.advanceTimersByTime(9 * minute);
    expect(last()).toEqual({ kind: 'warning', reason: 'expired', endsAt: start + 12 * hour });
    clock?.staySignedIn();
    expect(last()?.kind).toBe('warning');
    vi.advanceTimersByTime(minute);
    expect(last()).toEqual({ kind: 'ended', reason: 'expired' });
  });

  it('stops listening and timing when stopped', () => {
    const { statuses } = follow();
    clock?.stop();
    const heard = statuses.length;
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(hour);
    expect(statuses).toHaveLength(heard);
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(start));
  });
});
