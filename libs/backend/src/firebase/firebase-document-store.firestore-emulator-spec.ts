import { describe, expect, it } from 'vitest';
import { recorder } from '../contract/listener-recorder';
import type { DocumentSnapshot, StoredDocument } from '../ports/document-port';
import { isBackendError } from '../ports/errors';
import { emulatorStoreAs } from './firestore-emulator-table';

type Answer = { text: string };
const textsOf = (documents: StoredDocument<Answer>[]) => documents.map((document) => document.data.text);
let runs = 0;
/** A collection of its own for each test: the emulator's data is shared with the write table. */
const freshAnswers = () => `mode/staging/accounts/listener-${Date.now()}-${(runs += 1)}/answers`;

// The console's listeners on Firestore Lite (refreshed-listeners.ts), on the emulator: what a screen
// sees of its own writes and of another tab's.
describe('the Firebase document store: listeners', () => {
  it('delivers the current documents, then the writes of this tab, a batch and a transaction included', async () => {
    const answers = freshAnswers();
    const store = emulatorStoreAs('owner');
    await store.setDoc(`${answers}/a`, { text: 'прв' });
    const seen = recorder<StoredDocument<Answer>[]>();
    const stop = store.watchCollection<Answer>(answers, { orderBy: [{ field: 'text' }] }, seen.onNext, seen.onError);
    await seen.waitFor((values) => values.length === 1);

    await store.batch([{ type: 'set', path: `${answers}/b`, data: { text: 'втор' } }]);
    await seen.waitFor((values) => values.length === 2);
    await store.transaction([`${answers}/a`], () => [{ type: 'delete', path: `${answers}/a` }]);
    await seen.waitFor((values) => values.length === 3);
    stop();

    expect(seen.values.map(textsOf)).toEqual([['прв'], ['втор', 'прв'], ['втор']]);
    expect(seen.errors).toEqual([]);
  });

  it('delivers the writes of another tab of the same project', async () => {
    const answers = freshAnswers();
    const thisTab = emulatorStoreAs('owner');
    const otherTab = emulatorStoreAs('owner');
    const seen = recorder<DocumentSnapshot<Answer>>();
    const stop = thisTab.watchDoc<Answer>(`${answers}/a`, seen.onNext, seen.onError);
    await seen.waitFor((values) => values.length === 1);

    await otherTab.setDoc(`${answers}/a`, { text: 'од другиот таб' });
    await seen.waitFor((values) => values.length === 2);
    stop();
    expect(seen.values.map((snapshot) => snapshot.data?.text ?? null)).toEqual([null, 'од другиот таб']);
  });

  it("refuses a stranger's listener once, with permission-denied", async () => {
    const stranger = emulatorStoreAs(null);
    const seen = recorder<DocumentSnapshot>();
    const stop = stranger.watchDoc(`mode/staging/accounts/someone-else`, seen.onNext, seen.onError);
    await seen.waitFor((_values, errors) => errors.length === 1);
    stop();
    expect(seen.values).toEqual([]);
    expect(seen.errors.map((error) => isBackendError(error) && error.code)).toEqual(['permission-denied']);
  });
});
