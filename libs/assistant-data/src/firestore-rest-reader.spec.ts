import { afterEach, describe, expect, it, vi } from 'vitest';
import { firestoreRestReader, fromRestValue } from './firestore-rest-reader';
import { paths } from '@console/data-paths';

describe('fromRestValue', () => {
  it("turns Firestore's REST values into plain data, timestamps into epoch milliseconds", () => {
    expect(
      fromRestValue({
        mapValue: {
          fields: {
            name: { stringValue: 'Vesna' },
            parts: { arrayValue: { values: [{ stringValue: 'v1-mk-0' }] } },
            count: { integerValue: '12' },
            rate: { doubleValue: 3.9 },
            top: { booleanValue: true },
            photo: { nullValue: null },
            empty: { arrayValue: {} },
            publishedAt: { timestampValue: '2026-11-24T09:00:00Z' },
          },
        },
      }),
    ).toEqual({ name: 'Vesna', parts: ['v1-mk-0'], count: 12, rate: 3.9, top: true, photo: null, empty: [], publishedAt: Date.UTC(2026, 10, 24, 9) });
  });
});

describe('firestoreRestReader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads a public document through the REST API, and a missing one as not existing', async () => {
    // Google's API is outside the process: its answers are stubbed.
    const fetch = vi.fn(async (url: string, _init: RequestInit) =>
      url.includes('/missing?') ? new Response('{}', { status: 404 }) : Response.json({ fields: { version: { stringValue: 'v1' } } }),
    );
    vi.stubGlobal('fetch', fetch);
    const reader = firestoreRestReader({ projectId: 'bank-project', apiKey: 'key 1' });
    await expect(reader.getDoc(paths.publishedHead('staging', 'a1'))).resolves.toEqual({ id: 'a1', path: 'mode/staging/published/a1', exists: true, data: { version: 'v1' } });
    expect(fetch.mock.calls[0]?.[0]).toBe('https://firestore.googleapis.com/v1/projects/bank-project/databases/(default)/documents/mode/staging/published/a1?key=key%201');
    expect(new Headers(fetch.mock.calls[0]?.[1].headers).has('X-Firebase-AppCheck')).toBe(false);
    await expect(reader.getDoc(paths.publishedHead('staging', 'missing'))).resolves.toMatchObject({ exists: false, data: null });
  });

  it('proves each request with an App Check token where the bank switched App Check on', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ fields: {} }));
    vi.stubGlobal('fetch', fetch);
    const tokens = ['app-check-1', null];
    const reader = firestoreRestReader({ projectId: 'bank-project', apiKey: 'key', appCheckToken: async () => tokens.shift() ?? null });
    await reader.getDoc(paths.publishedHead('staging', 'a1'));
    await reader.getDoc(paths.publishedHead('staging', 'a1'));
    const sent = fetch.mock.calls.map(([, init]) => new Headers(init.headers).get('X-Firebase-AppCheck'));
    expect(sent).toEqual(['app-check-1', null]);
  });
});
