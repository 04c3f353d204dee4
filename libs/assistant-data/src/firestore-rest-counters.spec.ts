import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_TIMESTAMP, increment } from '@console/backend';
import { firestoreRestCounterWrite, firestoreRestEventCreate } from './firestore-rest-counters';
import { paths } from '@console/data-paths';

describe('firestoreRestCounterWrite', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a merge as a masked update, with the increments and the server times as field transforms, quoting names that are not identifiers', async () => {
    // Google's API is outside the process: its answer is stubbed, the request is what is checked.
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json({}));
    vi.stubGlobal('fetch', fetch);
    const write = firestoreRestCounterWrite({ projectId: 'bank-project', apiKey: 'key' });
    const path = `${paths.refusedWebsites('staging', 'a1')}/https~copycat.example`;
    await write([{ path, data: { origin: 'https://copycat.example', lastSeenAt: SERVER_TIMESTAMP, count: increment(1), byPort: { '8080': increment(1) } } }]);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://firestore.googleapis.com/v1/projects/bank-project/databases/(default)/documents:commit?key=key');
    expect(JSON.parse(String(init?.body))).toEqual({
      writes: [
        {
          update: { name: `projects/bank-project/databases/(default)/documents/${path}`, fields: { origin: { stringValue: 'https://copycat.example' } } },
          updateMask: { fieldPaths: ['origin'] },
          updateTransforms: [
            { fieldPath: 'count', increment: { integerValue: '1' } },
            { fieldPath: 'byPort.`8080`', increment: { integerValue: '1' } },
            { fieldPath: 'lastSeenAt', setToServerValue: 'REQUEST_TIME' },
          ],
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
