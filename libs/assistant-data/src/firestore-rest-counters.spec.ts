import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_TIMESTAMP, increment, paths } from '@console/backend';
import { firestoreRestCounterWrite, firestoreRestEventCreate } from './firestore-rest-counters';

describe('firestoreRestCounterWrite', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the day and the month in one commit, each as a masked update with every increment as a field transform, quoting names like "new" or "12"', async () => {
    // Google's API is outside the process: its answer is stubbed, the request is what is checked.
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json({}));
    vi.stubGlobal('fetch', fetch);
    const write = firestoreRestCounterWrite({ projectId: 'bank-project', apiKey: 'key' });
    await write([
      {
        path: `${paths.analyticsDays('staging', 'a1')}/2026-11-24_3`,
        data: { day: '2026-11-24', counts: { sessions: { web: { mk: increment(1) } } }, visits: { web: { mk: { '12': increment(1) } } } },
      },
      { path: `${paths.analyticsMonths('staging', 'a1')}/2026-11_3`, data: { month: '2026-11', counts: { sessions: { web: { mk: increment(1) } } } } },
    ]);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://firestore.googleapis.com/v1/projects/bank-project/databases/(default)/documents:commit?key=key');
    expect(JSON.parse(String(init?.body))).toEqual({
      writes: [
        {
          update: { name: 'projects/bank-project/databases/(default)/documents/mode/staging/analytics/a1/days/2026-11-24_3', fields: { day: { stringValue: '2026-11-24' } } },
          updateMask: { fieldPaths: ['day'] },
          updateTransforms: [
            { fieldPath: 'counts.sessions.web.mk', increment: { integerValue: '1' } },
            { fieldPath: 'visits.web.mk.`12`', increment: { integerValue: '1' } },
          ],
        },
        {
          update: { name: 'projects/bank-project/databases/(default)/documents/mode/staging/analytics/a1/months/2026-11_3', fields: { month: { stringValue: '2026-11' } } },
          updateMask: { fieldPaths: ['month'] },
          updateTransforms: [{ fieldPath: 'counts.sessions.web.mk', increment: { integerValue: '1' } }],
        },
      ],
    });
  });

  it('reports a refused write', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 403 })));
    await expect(firestoreRestCounterWrite({ projectId: 'p', apiKey: 'k' })([{ path: `${paths.analyticsDays('s', 'a')}/d_0`, data: { day: 'd' } }])).rejects.toThrow(/403/);
  });
});

describe('firestoreRestEventCreate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates a new document only, with its values typed and the server time where asked', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json({}));
    vi.stubGlobal('fetch', fetch);
    await firestoreRestEventCreate({ projectId: 'p', apiKey: 'k' })(paths.leads('s', 'a1'), { name: 'Ana', amount: 300000, handled: false, productId: null, createdAt: SERVER_TIMESTAMP });
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    const [write] = body.writes;
    expect(write.update.name).toMatch(/^projects\/p\/databases\/\(default\)\/documents\/mode\/s\/leads\/a1\/items\/[0-9a-f]{20}$/);
    expect(write.update.fields).toEqual({ name: { stringValue: 'Ana' }, amount: { integerValue: '300000' }, handled: { booleanValue: false }, productId: { nullValue: null } });
    expect(write.currentDocument).toEqual({ exists: false });
    expect(write.updateTransforms).toEqual([{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }]);
  });
});
