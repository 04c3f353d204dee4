import { useCallback, useSyncExternalStore } from 'react';

/** localStorage key of the person's choice about usage statistics in this browser. */
export const ANALYTICS_CONSENT_KEY = 'analyticsConsent';

/** `unset` until the person chooses: then nothing is collected, as with `denied`. */
export type AnalyticsConsent = 'granted' | 'denied' | 'unset';

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readAnalyticsConsent(): AnalyticsConsent {
  try {
    const stored = storage()?.getItem(ANALYTICS_CONSENT_KEY);
    return stored === 'granted' || stored === 'denied' ? stored : 'unset';
  } catch {
    return 'unset';
  }
}

/** Remembers the choice in this browser and tells this tab; other tabs hear the storage event. */
export function chooseAnalyticsConsent(choice: 'granted' | 'denied'): void {
  try {
    storage()?.setItem(ANALYTICS_CONSENT_KEY, choice);
  } catch {
    // A browser that refuses storage asks again next time; nothing is collected meanwhile unless granted here.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === ANALYTICS_CONSENT_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  globalThis.window?.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.window?.removeEventListener('storage', onStorage);
  };
}

/** The choice about usage statistics, kept current across tabs, and a way to make it. */
export function useAnalyticsConsent(): [AnalyticsConsent, (choice: 'granted' | 'denied') => void] {
  const consent = useSyncExternalStore(subscribe, readAnalyticsConsent, () => 'unset' as const);
  return [consent, useCallback((choice: 'granted' | 'denied') => chooseAnalyticsConsent(choice), [])];
}
