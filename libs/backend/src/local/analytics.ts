import type { AnalyticsParams, AnalyticsPort } from '../ports/analytics-port';
import type { LocalDatabase } from './database';

/**
 * Events go to the `events` table, as in Firebase only while the person consents. Like Firebase
 * Analytics, logging never fails the caller.
 */
export class LocalAnalytics implements AnalyticsPort {
  private granted = false;

  constructor(
    private readonly db: LocalDatabase,
    private readonly now: () => number,
  ) {}

  setConsent(granted: boolean): void {
    this.granted = granted;
  }

  logEvent(name: string, params: AnalyticsParams = {}): void {
    if (!this.granted) return;
    try {
      this.db.events.add({ name, params: { ...params }, at: this.now() }).catch(() => undefined);
    } catch {
      // A lost analytics event must never break the screen that logged it.
    }
  }
}
