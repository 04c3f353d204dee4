import { describe, expect, it } from 'vitest';
import { MAX_BATCH_OPERATIONS, type DocumentSnapshot, type WriteOperation } from '../ports/document-port';
import type { MakeEnvironment } from './environment';
import { expectBackendError } from './expect-backend-error';
import { accountOf, alice, answersOf, bob, signedInAs } from './fixtures';

/** Writes only the documents that do not exist yet: the decision a transaction exists for. */
const createMissing =
  (text: string) =>
  (snapshots: DocumentSnapshot[]): WriteOperation[] =>
    snapshots.filter((snapshot) => !snapshot.exists).map((snapshot) => ({ type: 'set', path: snapshot.path, data: { answer: { text } } }));

/** Reads and writes decided on what was read, atomically. */
export function describeTransactionContract(make: MakeEnvironment): void {
  describe('transactions', () => {
    const answers = answersOf(alice);

    it('decides on the documents as stored, missing ones included, and writes what it decided', async () => {
      const { backend } = await signedInAs(make, alice);
      await backend.documents.setDoc(`${answers}/kept`, { answer: { text: 'own' } });
      const seen: DocumentSnapshot[][] = [];
      await backend.documents.transaction([`${answers}/kept`, `${answers}/new`], (snapshots) => {
        seen.push(snapshots);
        return createMissing('default')(snapshots);
      });
      expect(seen.at(-1)?.map(({ id, exists, data }) => ({ id, exists, data }))).toEqual([
        { id: 'kept', exists: true, data: { answer: { text: 'own' } } },
        { id: 'new', exists: false, data: null },
      ]);
      const stored = await backend.documents.getCollection(answers);
      expect(stored.map(({ id, data }) => ({ id, data }))).toEqual([
        { id: 'kept', data: { answer: { text: 'own' } } },
        { id: 'new', data: { answer: { text: 'default' } } },
      ]);
    });

    it('never loses a write another tab makes at the same time to a decision on what was read before it', async () => {
      const environment = await signedInAs(make, alice);
      const otherTab = await environment.openTab();
      const path = `${answers}/raced`;
      await Promise.all([
        environment.backend.documents.transaction([path], createMissing('default')),
        otherTab.documents.setDoc(path, { answer: { text: 'the bank’s own' } }),
      ]);
      expect((await environment.backend.documents.getDoc(path)).data).toEqual({ answer: { text: 'the bank’s own' } });
    });

    it('writes nothing when one operation is not permitted or decide throws', async () => {
      const { backend } = await signedInAs(make, alice);
      await expectBackendError(
        backend.documents.transaction([`${answers}/a`], () => [
          { type: 'set', path: `${answers}/a`, data: { answer: { text: 'a' } } },
          { type: 'set', path: accountOf(bob), data: { profile: { name: 'intruder' } } },
        ]),
        'permission-denied',
      );
      await expect(
        backend.documents.transaction([`${answers}/a`], () => {
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await backend.documents.getCollection(answers)).toEqual([]);
    });

    it('reads only what the rules allow', async () => {
      const { backend } = await signedInAs(make, alice);
      await expectBackendError(backend.documents.transaction([`${answersOf(bob)}/a`], () => []), 'permission-denied');
    });

    it(`refuses more than ${MAX_BATCH_OPERATIONS} operations`, async () => {
      const { backend } = await signedInAs(make, alice);
      const operations: WriteOperation[] = Array.from({ length: MAX_BATCH_OPERATIONS + 1 }, (_, index) => ({ type: 'set', path: `${answers}/q${index}`, data: { n: index } }));
      await expectBackendError(backend.documents.transaction([], () => operations), 'invalid-argument');
      expect(await backend.documents.getCollection(answers)).toEqual([]);
    });
  });
}
