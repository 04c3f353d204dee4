import { describe, expect, it } from 'vitest';
import { MAX_BATCH_OPERATIONS, type WriteOperation } from '../ports/document-port';
import type { MakeEnvironment } from './environment';
import { expectBackendError } from './expect-backend-error';
import { accountOf, alice, answersOf, bob, signedInAs } from './fixtures';

/** Atomic batched writes, chunked at Firestore's limit. */
export function describeBatchContract(make: MakeEnvironment): void {
  describe('batched writes', () => {
    const answers = answersOf(alice);

    it('applies sets, merges, updates and deletes together, in order', async () => {
      const { backend } = await signedInAs(make, alice);
      await backend.documents.setDoc(`${answers}/old`, { answer: { text: 'old' } });
      await backend.documents.batch([
        { type: 'set', path: `${answers}/a`, data: { answer: { text: 'a', attachments: [] } } },
        { type: 'update', path: `${answers}/a`, data: { 'answer.text': 'a2' } },
        { type: 'set', path: `${answers}/a`, data: { order: 1 }, merge: true },
        { type: 'delete', path: `${answers}/old` },
      ]);
      const documents = await backend.documents.getCollection(answers);
      expect(documents.map(({ id, data }) => ({ id, data }))).toEqual([{ id: 'a', data: { answer: { text: 'a2', attachments: [] }, order: 1 } }]);
    });

    it('writes nothing when one operation updates a missing document', async () => {
      const { backend } = await signedInAs(make, alice);
      await expectBackendError(
        backend.documents.batch([
          { type: 'set', path: `${answers}/a`, data: { answer: { text: 'a' } } },
          { type: 'update', path: `${answers}/missing`, data: { 'answer.text': 'x' } },
        ]),
        'not-found',
      );
      expect(await backend.documents.getCollection(answers)).toEqual([]);
    });

    it('writes nothing when one operation is not permitted', async () => {
      const { backend } = await signedInAs(make, alice);
      await expectBackendError(
        backend.documents.batch([
          { type: 'set', path: `${answers}/a`, data: { answer: { text: 'a' } } },
          { type: 'set', path: accountOf(bob), data: { profile: { name: 'intruder' } } },
        ]),
        'permission-denied',
      );
      expect(await backend.documents.getCollection(answers)).toEqual([]);
    });

    it(`writes lists longer than ${MAX_BATCH_OPERATIONS} operations in atomic chunks`, async () => {
      const { backend } = await signedInAs(make, alice);
      const total = MAX_BATCH_OPERATIONS * 2 + 10;
      const operations: WriteOperation[] = Array.from({ length: total }, (_, index) => ({
        type: 'set',
        path: `${answers}/q${String(index).padStart(4, '0')}`,
        data: { answer: { text: `answer ${index}` } },
      }));
      await backend.documents.batch(operations);
      expect(await backend.documents.getCollection(answers)).toHaveLength(total);
    });

    it('keeps the chunks before a failing chunk and nothing of the failing one', async () => {
      const { backend } = await signedInAs(make, alice);
      const operations: WriteOperation[] = Array.from({ length: MAX_BATCH_OPERATIONS + 20 }, (_, index) =>
        index === MAX_BATCH_OPERATIONS + 10
          ? { type: 'update', path: `${answers}/missing`, data: { x: 1 } }
          : { type: 'set', path: `${answers}/q${String(index).padStart(4, '0')}`, data: { n: index } },
      );
      await expectBackendError(backend.documents.batch(operations), 'not-found');
      const stored = await backend.documents.getCollection<{ n: number }>(answers);
      expect(stored).toHaveLength(MAX_BATCH_OPERATIONS);
      expect(Math.max(...stored.map((document) => document.data.n))).toBe(MAX_BATCH_OPERATIONS - 1);
    });
  });
}
