import type { FirebaseApp } from 'firebase/app';
import type { AnalyticsPort } from '../ports/analytics-port';
import { createQueuedAnalytics, noopAnalytics } from './queued-analytics';

/**
 * Google Analytics for Firebase, only with a measurement id and where the browser supports it
 * (`isSupported()` is false e.g. without IndexedDB or cookies). The SDK is imported on the first event.
 */
export function createFirebaseAnalytics(app: FirebaseApp, measurementId: string | undefined): AnalyticsPort {
  if (!measurementId) return noopAnalytics;
  return createQueuedAnalytics(async () => {
    const sdk = await import('firebase/analytics');
    if (!(await sdk.isSupported())) return null;
    const analytics = sdk.getAnalytics(app);
    return (name, params) => sdk.logEvent(analytics, name, params);
  });
}
