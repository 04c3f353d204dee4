import { describe, expect, it } from 'vitest';
import { openLocalDatabase } from './database';
import { localTestEnvironment } from './local-test-environment';
import { createLocalBackend } from './create-local-backend';
import { randomId } from '../random-id';
import type { AnalyticsParams } from '../ports/analytics-port';

async function eventsIn(databaseName: string, count: number) {
  const db = openLocalDatabase(databaseName);
  // logEvent does not wait for its write; poll until it lands.
  for (let attempt = 0; attempt < 100 && (await db.events.count()) < count; attempt++) await new Promise((resolve) => setTimeout(resolve, 10));
  const events = await db.events.toArray();
  db.close();
  return events;
}

describe('local analytics', () => {
  it('appends each event with its parameters and time to the events table', async () => {
    const databaseName = `events-${randomId(8)}`;
    const backend = await createLocalBackend({ databaseName, now: () => 42 });
    backend.analytics.setConsent(true);
    backend.analytics.logEvent('faq_page_visited', { page_visited: 'faq', user_id: 'u1' });
    backend.analytics.logEvent('settings_page_visited');
    const events = await eventsIn(databaseName, 2);
    expect(events.map(({ name, params, at }) => ({ name, params, at }))).toEqual([
      { name: 'faq_page_visited', params: { page_visited: 'faq', user_id: 'u1' }, at: 42 },
      { name: 'settings_page_visited', params: {}, at: 42 },
    ]);
  });

  it('keeps nothing before the person consents and nothing after they withdraw it', async () => {
    const databaseName = `events-${randomId(8)}`;
    const backend = await createLocalBackend({ databaseName, now: () => 42 });
    backend.analytics.logEvent('before_consent');
    backend.analytics.setConsent(true);
    backend.analytics.logEvent('with_consent');
    backend.analytics.setConsent(false);
    backend.analytics.logEvent('after_withdrawal');
    backend.analytics.setConsent(true);
    backend.analytics.logEvent('consent_again');
    expect((await eventsIn(databaseName, 2)).map(({ name }) => name)).toEqual(['with_consent', 'consent_again']);
  });

  it('swallows a failed write instead of throwing to the caller', async () => {
    const { backend } = await localTestEnvironment();
    backend.analytics.setConsent(true);
    const unstorable = { callback: () => undefined } as unknown as AnalyticsParams;
    expect(() => backend.analytics.logEvent('broken', unstorable)).not.toThrow();
  });
});
