export type AnalyticsParams = Record<string, string | number | boolean | null>;

export interface AnalyticsPort {
  logEvent(name: string, params?: AnalyticsParams): void;
}
