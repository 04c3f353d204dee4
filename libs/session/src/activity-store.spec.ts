import { describe, expect, it, vi } from 'vitest';
import { LAST_ACTIVITY_KEY, sharedActivityStore } from './activity-store';

/** What the browser sends the other tabs when one of them writes the key. */
const fromAnotherTab = (at: number) => {
  localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY, newValue: String(at) }));
};

describe('the activity every tab shares', () => {
  it('is empty at first, then the latest time recorded, never an older one', () => {
    const store = sharedActivityStore();
    expect(store.read()).toBeNull();
    store.record(2_000);
    store.record(1_000);
    expect(store.read()).toBe(2_000);
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe('2000');
  });

  it('tells its listeners about activity in this tab and in other tabs, until they leave', () => {
    const store = sharedActivityStore();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.record(1_000);
    expect(listener).toHaveBeenCalledTimes(1);
    fromAnotherTab(5_000);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.read()).toBe(5_000);
    window.dispatchEvent(new StorageEvent('storage', { key: 'language', newValue: 'en' }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    fromAnotherTab(9_000);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the time in memory where the browser refuses storage', () => {
    const refusing = { getItem: () => null, setItem: () => { throw new DOMException('denied', 'SecurityError'); } } as unknown as Storage;
    const store = sharedActivityStore(refusing);
    store.record(3_000);
    expect(store.read()).toBe(3_000);
  });
});
