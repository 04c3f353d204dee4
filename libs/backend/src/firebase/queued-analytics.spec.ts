import { describe, expect, it } from 'vitest';
import type { AnalyticsParams } from '../ports/analytics-port';
import { createQueuedAnalytics, withConsent, type LogEvent } from './queued-analytics';

type Logged = { name: string; params: AnalyticsParams | undefined };

/** A load the test resolves by hand, standing in for the lazily fetched analytics SDK. */
function deferredLoad() {
  let resolve: (log: LogEvent | null) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<LogEvent | null>((res, rej) => {
      resolve = res;
      reject = rej;
    });
  };
  return { load, resolve: (log: LogEvent | null) => resolve(log), reject: (error: Error) => reject(error), calls: () => calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createQueuedAnalytics', () => {
  it('does not load the SDK before the first event', () => {
    const deferred = deferredLoad();

    createQueuedAnalytics(deferred.load);

    expect(deferred.calls()).toBe(0);
  });

  it('delivers events logged while loading, in order, then logs directly', async () => {
    const deferred = deferredLoad();
    const logged: Logged[] = [];
    const analytics = createQueuedAnalytics(deferred.load);

    analytics.logEvent('faq_page_visited', { page_visited: 'faq', user_id: 'u1' });
    analytics.logEvent('settings_page_visited');
    deferred.resolve((name, params) => logged.push({ name, params }));
    await settle();
    analytics.logEvent('login_page_visited', { page_visited: 'login', user_id: null });

    expect(deferred.calls()).toBe(1);
    expect(logged).toEqual([
      { name: 'faq_page_visited', params: { page_visited: 'faq', user_id: 'u1' } },
      { name: 'settings_page_visited', params: undefined },
      { name: 'login_page_visited', params: { page_visited: 'login', user_id: null } },
    ]);
  });

  it('drops everything when analytics is not supported, without loading again', async () => {
    const deferred = deferredLoad();
    const analytics = createQueuedAnalytics(deferred.load);

    analytics.logEvent('faq_page_visited');
    deferred.resolve(null);
    await settle();

    expect(() => analytics.logEvent('settings_page_visited')).not.toThrow();
    expect(deferred.calls()).toBe(1);
  });

  it('swallows a failed load instead of breaking the caller', async () => {
    const deferred = deferredLoad();
    const analytics = createQueuedAnalytics(deferred.load);

    analytics.logEvent('faq_page_visited');
    deferred.reject(new Error('offline'));
    await settle();

    expect(() => analytics.logEvent('settings_page_visited')).not.toThrow();
    expect(deferred.calls()).toBe(1);
  });

  it('keeps at most the configured number of events while loading', async () => {
    const deferred = deferredLoad();
    const logged: string[] = [];
    const analytics = createQueuedAnalytics(deferred.load, 2);

    for (const name of ['a', 'b', 'c']) analytics.logEvent(name);
    deferred.resolve((name) => logged.push(name));
    await settle();

    expect(logged).toEqual(['a', 'b']);
  });
});

describe('withConsent', () => {
  it('lets no event through before consent or after its withdrawal, and tells every choice', () => {
    const logged: string[] = [];
    const choices: boolean[] = [];
    const analytics = withConsent((name) => logged.push(name), (granted) => choices.push(granted));
    analytics.logEvent('before');
    analytics.setConsent(true);
    analytics.logEvent('granted');
    analytics.setConsent(false);
    analytics.logEvent('withdrawn');
    expect(logged).toEqual(['granted']);
    expect(choices).toEqual([true, false]);
  });
});
