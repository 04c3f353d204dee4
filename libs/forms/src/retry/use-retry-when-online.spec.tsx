import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRetryWhenOnline } from './use-retry-when-online';

const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

describe('useRetryWhenOnline', () => {
  it('saves again once when the connection returns after a save failed for want of it', () => {
    const { result } = renderHook(useRetryWhenOnline);
    const again = vi.fn();
    act(() => void expect(result.current.schedule(true, again)).toBe(true));
    expect(result.current.waiting).toBe(true);
    goOnline();
    expect(again).toHaveBeenCalledTimes(1);
    expect(result.current.waiting).toBe(false);
    goOnline();
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('leaves a refusal alone, and forgets a waiting save when cancelled', () => {
    const { result } = renderHook(useRetryWhenOnline);
    const again = vi.fn();
    act(() => void expect(result.current.schedule(false, again)).toBe(false));
    expect(result.current.waiting).toBe(false);
    act(() => void result.current.schedule(true, again));
    act(() => result.current.cancel());
    goOnline();
    expect(again).not.toHaveBeenCalled();
  });
});
