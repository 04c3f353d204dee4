export type AnalyticsParams = Record<string, string | number | boolean | null>;

/**
 * Usage statistics. Nothing is loaded, kept or sent until the person consents (`setConsent(true)`), and
 * nothing more after they withdraw it; logging never fails the caller.
 */
export interface AnalyticsPort {
  logEvent(name: string, params?: AnalyticsParams): void;
  setConsent(granted: boolean): void;
}
