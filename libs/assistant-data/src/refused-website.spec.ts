import { describe, expect, it } from 'vitest';
import type { RefusedWebsite } from '@console/assistant-contract';
import { createTestBackend } from '@console/testing';
import { reportRefusedWebsite } from './refused-website';
import { paths } from '@console/data-paths';

const MODE = 'staging';
const bank = { uid: 'bank-1', email: 'ana@bank.example', password: 'secret-1', emailVerified: true };
const stranger = { uid: 'eve', email: 'eve@elsewhere.example', password: 'secret-2', emailVerified: true };

describe('reportRefusedWebsite', () => {
  it('lets a signed-out visitor report where the chat was refused, dated by the server, which only the bank reads', async () => {
    let clock = Date.UTC(2026, 10, 24, 10);
    const backend = await createTestBackend({ now: () => clock, seed: { users: [bank, stranger], documents: [{ path: paths.assistantOwner(MODE, 'a1'), data: { owner: bank.uid } }] } });
    const write = (writes: ReadonlyArray<{ path: string; data: Record<string, unknown> }>) =>
      backend.documents.batch(writes.map(({ path, data }) => ({ type: 'set', path, data, merge: true })));
    await reportRefusedWebsite(write, MODE, 'a1', 'https://copycat.example');
    clock += 86_400_000;
    await reportRefusedWebsite(write, MODE, 'a1', 'https://copycat.example');
    // Not an origin: nothing is written.
    await reportRefusedWebsite(write, MODE, 'a1', 'javascript:alert(1)');

    // What else a visitor may not write there is the shared write table's (libs/backend).
    const collection = paths.refusedWebsites(MODE, 'a1');
    const refused = { code: 'permission-denied' };
    await expect(backend.documents.getCollection(collection)).rejects.toMatchObject(refused);
    await backend.auth.signIn(stranger.email, stranger.password);
    await expect(backend.documents.getCollection(collection)).rejects.toMatchObject(refused);
    await backend.auth.signIn(bank.email, bank.password);
    const reports = await backend.documents.getCollection<RefusedWebsite>(collection);
    expect(reports.map(({ id, data }) => ({ id, ...data }))).toEqual([{ id: 'https~copycat.example', origin: 'https://copycat.example', lastSeenAt: clock, count: 2 }]);
  });
});
