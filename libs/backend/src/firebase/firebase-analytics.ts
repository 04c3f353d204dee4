import type { FirebaseApp } from 'firebase/app';
import type { AnalyticsPort } from '../ports/analytics-port';
import { pageLocationParams } from './page-location';
import { createQueuedAnalytics, noopAnalytics, withConsent } from './queued-analytics';

/**
 * Google Analytics for Firebase, only with a measurement id, where the browser supports it
 * (`isSupported()` is false e.g. without IndexedDB or cookies), and only once the person consents: the
 * SDK is imported on the first event after consent. No automatic page views (their address would carry
 * a query): the console sends its own page events, each with the path alone.
 */
export function createFirebaseAnalytics(app: FirebaseApp, measurementId: string | undefined): AnalyticsPort {
  if (!measurementId) return noopAnalytics;
  let setCollection: ((enabled: boolean) => void) | null = null;
  const queued = createQueuedAnalytics(async () => {
    const sdk = await import('firebase/analytics');
    if (!(await sdk.isSupported())) return null;
    const analytics = sdk.initializeAnalytics(app, { config: { send_page_view: false } });
    setCollection = (enabled) => sdk.setAnalyticsCollectionEnabled(analytics, enabled);
    return (name, params) => sdk.logEvent(analytics, name, { ...params, ...pageLocationParams(window.location, document.referrer) });
  });
  return withConsent((name, params) => queued.logEvent(name, params), (granted) => setCollection?.(granted));
}
