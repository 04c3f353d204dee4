import type { AnalyticsParams, AnalyticsPort } from '../ports/analytics-port';

export type LogEvent = (name: string, params?: AnalyticsParams) => void;

/** Events kept while the analytics module loads; beyond this, a stuck load must not grow memory. */
export const MAX_QUEUED_EVENTS = 100;

export const noopAnalytics: AnalyticsPort = { logEvent: () => undefined, setConsent: () => undefined };

/**
 * Lets events through only while the person consents: before that nothing reaches `log`, so a lazily
 * loaded SDK is not even fetched. `onChange` hears every choice (to switch an SDK's collection off).
 */
export function withConsent(log: LogEvent, onChange?: (granted: boolean) => void): AnalyticsPort {
  let granted = false;
  return {
    logEvent: (name, params) => {
      if (granted) log(name, params);
    },
    setConsent: (value) => {
      granted = value;
      onChange?.(value);
    },
  };
}

/**
 * An AnalyticsPort whose SDK loads on the first event. Events wait in order until it is there; when
 * `load` gives null (analytics unsupported here) or fails, they and all later ones are dropped, since
 * analytics must never disturb the console.
 */
export function createQueuedAnalytics(load: () => Promise<LogEvent | null>, maxQueued = MAX_QUEUED_EVENTS): Pick<AnalyticsPort, 'logEvent'> {
  let state: 'idle' | 'loading' | 'off' = 'idle';
  let log: LogEvent | null = null;
  const queue: Array<{ name: string; params: AnalyticsParams | undefined }> = [];

  const start = () => {
    state = 'loading';
    load().then(
      (loaded) => {
        if (!loaded) {
          state = 'off';
          queue.length = 0;
          return;
        }
        log = loaded;
        for (const event of queue.splice(0)) loaded(event.name, event.params);
      },
      () => {
        state = 'off';
        queue.length = 0;
      },
    );
  };

  return {
    logEvent(name, params) {
      if (log) return log(name, params);
      if (state === 'off') return;
      if (queue.length < maxQueued) queue.push({ name, params });
      if (state === 'idle') start();
    },
  };
}
