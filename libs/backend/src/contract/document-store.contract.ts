import { describe, expect, it } from 'vitest';
import { DELETE_FIELD, SERVER_TIMESTAMP, increment } from '../ports/document-port';
import type { MakeEnvironment } from './environment';
import { expectBackendError } from './expect-backend-error';
import { accountOf, alice, answersOf, signedInAs } from './fixtures';

/** Path-addressed documents with Firestore's write semantics. */
export function describeDocumentStoreContract(make: MakeEnvironment): void {
  describe('documents', () => {
    const account = accountOf(alice);
    const answer = `${answersOf(alice)}/faq-1`;

    it('stores a document at a Firestore path and reads it back as plain data', async () => {
      const { backend } = await signedInAs(make, alice);
      const data = { answer: { text: 'Во секоја филијала.', attachments: ['a.pdf'] }, order: 3, public: true, note: null };
      await backend.documents.setDoc(answer, data);
      const snapshot = await backend.documents.getDoc(answer);
      expect(snapshot).toEqual({ id: 'faq-1', path: answer, exists: true, data });
      expect(structuredClone(snapshot)).toEqual(snapshot);
    });

    it('reports a missing document as not existing', async () => {
      const { backend } = await signedInAs(make, alice);
      expect(await backend.documents.getDoc(`${answersOf(alice)}/nothing`)).toEqual({
        id: 'nothing',
        path: `${answersOf(alice)}/nothing`,
        exists: false,
        data: null,
      });
    });

    it('keeps documents across a reload', async () => {
      const environment = await signedInAs(make, alice);
      await environment.backend.documents.setDoc(answer, { answer: { text: 'Да.' } });
      const reloaded = await environment.openTab();
      expect((await reloaded.documents.getDoc(answer)).data).toEqual({ answer: { text: 'Да.' } });
    });

    it('does not let a caller change stored data by mutating what it read', async () => {
      const { backend } = await signedInAs(make, alice);
      await backend.documents.setDoc(answer, { answer: { text: 'Да.' } });
      const first = await backend.documents.getDoc<{ answer: { text: string } }>(answer);
      if (first.data) first.data.answer.text = 'changed';
      expect((await backend.documents.getDoc(answer)).data).toEqual({ answer: { text: 'Да.' } });
    });

    it('lists only the direct children of a collection', async () => {
      const { backend } = await signedInAs(make, alice);
      const cards = `${account}/products/mk/cards`;
      await backend.documents.setDoc(`${cards}/c1`, { name: 'Visa' });
      await backend.documents.setDoc(`${cards}/c2`, { name: 'Maestro' });
      await backend.documents.setDoc(`${cards}/c1/history/h1`, { name: 'nested' });
      await backend.documents.setDoc(`${account}/products/mk/loans/l1`, { name: 'sibling' });
      const documents = await backend.documents.getCollection(cards);
      expect(documents.map(({ id, path }) => ({ id, path }))).toEqual([
        { id: 'c1', path: `${cards}/c1` },
        { id: 'c2', path: `${cards}/c2` },
      ]);
    });

    it('refuses a collection path where a document is expected and the other way round', async () => {
      const { backend } = await signedInAs(make, alice);
      await expectBackendError(backend.documents.getDoc(answersOf(alice)), 'invalid-argument');
      await expectBackendError(backend.documents.setDoc(answersOf(alice), { a: 1 }), 'invalid-argument');
      await expectBackendError(backend.documents.getCollection(answer), 'invalid-argument');
      await expectBackendError(backend.documents.getDoc(`${account}//x`), 'invalid-argument');
    });

    it('replaces the whole document on set without merge', async () => {
      const { backend } = await signedInAs(make, alice);
      await backend.documents.setDoc(account, { profile: { name: 'Ана', surname: 'Петрова' }, bank: { name: 'Банка' } });
      await backend.documents.setDoc(account, { profile: { name: 'Марија' } });
      expect((await backend.documents.getDoc(account)).data).toEqual({ profile: { name: 'Марија' } });
    });

    it('deep-merges maps on set with merge, replacing arrays and other values', async () => {
      const { backend } = await signedInAs(make, alice);
      await backend.documents.setDoc(account, { profile: { name: 'Ана', surname: 'Петрова' }, tags: ['a', 'b'], assistant: { avatar: { default: 'x.png' } } });
      await backend.documents.setDoc(account, { profile: { name: 'Марија' }, tags: ['c'], assistant: { avatar: { custom: 'y.png' } } }, { merge: true });
      expect((await backend.documents.getDoc(account)).data).toEqual({
        profile: { name: 'Марија', surname: 'Петрова' },
        tags: ['c'],
        assistant: { avatar: { default: 'x.png', custom: 'y.png' } },
      });
    });

    it('creates the document on set with merge when it is missing', async () => {
      const { backend } = await signedInAs(make, alice);
      await backend.documents.setDoc(account, { profile: { name: 'Ана' } }, { merge: true });
      expect((await backend.documents.getDoc(account)).data).toEqual({ profile: { name: 'Ана' } });
    });

    it('updates dotted field paths and leaves the rest of the map alone', async () => {
      const { backend } = await signedInAs(make, alice);
      await backend.documents.setDoc(answer, { answer: { text: 'Старо', attachments: ['a.pdf'] }, order: 1 });
      await backend.documents.updateDoc(answer, { 'answer.text': 'Ново', 'meta.editor.name': 'Ана' });
      expect((await backend.documents.getDoc(answer)).data).toEqual({
        answer: { text: 'Ново', attachments: ['a.pdf'] },
        order: 1,
        meta: { editor: { name: 'Ана' } },
      });
    });

    it('replaces a whole map when an update names it without a dotted path', async () => {
      const { backend } = await signedInAs(make, alice);
      await backend.documents.setDoc(answer, { answer: { text: 'Старо', attachments: ['a.pdf'] } });
      await backend.documents.updateDoc(answer, { answer: { text: 'Ново' } });
      expect((await backend.documents.getDoc(answer)).data).toEqual({ answer: { text: 'Ново' } });
    });

    it('refuses to update a missing document with not-found', async () => {
      const { backend } = await signedInAs(make, alice);
      await expectBackendError(backend.documents.updateDoc(answer, { 'answer.text': 'x' }), 'not-found');
      expect((await backend.documents.getDoc(answer)).exists).toBe(false);
    });

    it('deletes a document, and deleting a missing one succeeds', async () => {
      const { backend } = await signedInAs(make, alice);
      await backend.documents.setDoc(answer, { answer: { text: 'x' } });
      await backend.documents.deleteDoc(answer);
      expect((await backend.documents.getDoc(answer)).exists).toBe(false);
      await expect(backend.documents.deleteDoc(answer)).resolves.toBeUndefined();
    });

    it('turns SERVER_TIMESTAMP into the server time in epoch ms, also inside maps', async () => {
      const environment = await signedInAs(make, alice);
      const before = environment.now();
      await environment.backend.documents.setDoc(answer, { createdAt: SERVER_TIMESTAMP, answer: { updatedAt: SERVER_TIMESTAMP } });
      await environment.backend.documents.updateDoc(answer, { 'answer.editedAt': SERVER_TIMESTAMP });
      const after = environment.now();
      const data = (await environment.backend.documents.getDoc<{ createdAt: number; answer: { updatedAt: number; editedAt: number } }>(answer)).data;
      for (const stamp of [data?.createdAt, data?.answer.updatedAt, data?.answer.editedAt]) {
        expect(typeof stamp).toBe('number');
        expect(stamp).toBeGreaterThanOrEqual(before);
        expect(stamp).toBeLessThanOrEqual(after);
      }
    });

    it('removes fields marked DELETE_FIELD in an update and in a merge, also nested ones', async () => {
      const { backend } = await signedInAs(make, alice);
      await backend.documents.setDoc(account, { profile: { name: 'Ана', surname: 'Петрова', company: 'Банка' }, phone: '070', fax: '02' });
      await backend.documents.updateDoc(account, { phone: DELETE_FIELD, 'profile.company': DELETE_FIELD });
      await backend.documents.setDoc(account, { fax: DELETE_FIELD, profile: { surname: DELETE_FIELD } }, { merge: true });
      expect((await backend.documents.getDoc(account)).data).toEqual({ profile: { name: 'Ана' } });
    });

    it('adds increments to numbers, a missing one counting as 0, in a merge, an update and a new document', async () => {
      const { backend } = await signedInAs(make, alice);
      await backend.documents.setDoc(answer, { counts: { sessions: increment(1) } }, { merge: true });
      await backend.documents.setDoc(answer, { counts: { sessions: increment(2), leads: increment(1) } }, { merge: true });
      await backend.documents.updateDoc(answer, { 'counts.leadsAmount': increment(300_000), 'counts.leads': increment(1) });
      expect((await backend.documents.getDoc(answer)).data).toEqual({ counts: { sessions: 3, leads: 2, leadsAmount: 300_000 } });
      await backend.documents.setDoc(answer, { total: increment(5) });
      expect((await backend.documents.getDoc(answer)).data).toEqual({ total: 5 });
    });

    it('refuses DELETE_FIELD in a set without merge and unsupported values', async () => {
      const { backend } = await signedInAs(make, alice);
      await expectBackendError(backend.documents.setDoc(account, { phone: DELETE_FIELD }), 'invalid-argument');
      await expectBackendError(backend.documents.setDoc(account, { phone: undefined }), 'invalid-argument');
      await expectBackendError(backend.documents.setDoc(account, { grid: [[1, 2]] }), 'invalid-argument');
      expect((await backend.documents.getDoc(account)).exists).toBe(false);
    });

    it('makes new ids of 20 letters and digits that do not repeat', async () => {
      const { backend } = await make();
      const ids = Array.from({ length: 200 }, () => backend.documents.newId());
      for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });
}
