import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_CONSENT_KEY, readAnalyticsConsent, useAnalyticsConsent } from './analytics-consent';

afterEach(() => localStorage.clear());

describe('the choice about usage statistics', () => {
  it('is unset until the person chooses, then remembered in this browser', () => {
    const { result } = renderHook(() => useAnalyticsConsent());
    expect(result.current[0]).toBe('unset');
    act(() => result.current[1]('granted'));
    expect(result.current[0]).toBe('granted');
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('granted');
    act(() => result.current[1]('denied'));
    expect(readAnalyticsConsent()).toBe('denied');
  });

  it("follows another tab's choice", () => {
    const { result } = renderHook(() => useAnalyticsConsent());
    localStorage.setItem(ANALYTICS_CONSENT_KEY, 'granted');
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: ANALYTICS_CONSENT_KEY })));
    expect(result.current[0]).toBe('granted');
  });

  it('treats anything else stored as no choice', () => {
    localStorage.setItem(ANALYTICS_CONSENT_KEY, 'yes please');
    expect(readAnalyticsConsent()).toBe('unset');
  });
});
