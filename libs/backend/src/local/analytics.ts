import type { AnalyticsParams, AnalyticsPort } from '../ports/analytics-port';
import type { LocalDatabase } from './database';

/** Events go to the `events` table. Like Firebase Analytics, logging never fails the caller. */
export class LocalAnalytics implements AnalyticsPort {
  constructor(
    private readonly db: LocalDatabase,
    private readonly now: () => number,
  ) {}

  logEvent(name: string, params: AnalyticsParams = {}): void {
    try {
      this.db.events.add({ name, params: { ...params }, at: this.now() }).catch(() => undefined);
    } catch {
      // A lost analytics event must never break the screen that logged it.
    }
  }
}
