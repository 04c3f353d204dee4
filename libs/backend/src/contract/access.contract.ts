import { describe, expect, it } from 'vitest';
import type { MakeEnvironment } from './environment';
import { expectBackendError } from './expect-backend-error';
import { accountOf, alice, answersOf, bob, carol, catalogue, catalogueQuestion, everyone, mode, signedInAs } from './fixtures';

/** The access model of the Firestore rules. */
export function describeAccessContract(make: MakeEnvironment): void {
  describe('access rules for documents', () => {
    it('denies everything while signed out', async () => {
      const { backend } = await make({ seed: everyone });
      await expectBackendError(backend.documents.getDoc(accountOf(alice)), 'permission-denied');
      await expectBackendError(backend.documents.getCollection(catalogue), 'permission-denied');
      await expectBackendError(backend.documents.setDoc(accountOf(alice), { a: 1 }), 'permission-denied');
    });

    it('lets a user read and write their own account and everything below it', async () => {
      const { backend } = await signedInAs(make, alice);
      await backend.documents.setDoc(accountOf(alice), { profile: { name: 'Ана' } });
      await backend.documents.setDoc(`${answersOf(alice)}/faq-1`, { answer: { text: 'Да' } });
      expect((await backend.documents.getDoc(accountOf(alice))).exists).toBe(true);
      expect(await backend.documents.getCollection(answersOf(alice))).toHaveLength(1);
    });

    it("denies another user's account, for reading and for writing", async () => {
      const { backend } = await signedInAs(make, alice);
      await expectBackendError(backend.documents.getDoc(accountOf(bob)), 'permission-denied');
      await expectBackendError(backend.documents.getCollection(answersOf(bob)), 'permission-denied');
      await expectBackendError(backend.documents.setDoc(`${answersOf(bob)}/faq-1`, { a: 1 }), 'permission-denied');
      await expectBackendError(backend.documents.getCollection(`mode/${mode}/accounts`), 'permission-denied');
    });

    it("lets an unverified user write only the account document's profile", async () => {
      const { backend } = await signedInAs(make, carol);
      await backend.documents.setDoc(accountOf(carol), { profile: { name: 'Каролина', company: 'Банка' } });
      await backend.documents.setDoc(accountOf(carol), { profile: { name: 'Каролина', company: 'Банка АД' } }, { merge: true });
      await expectBackendError(backend.documents.setDoc(`${answersOf(carol)}/faq-1`, { a: 1 }), 'permission-denied');
      expect(await backend.documents.getCollection(answersOf(carol))).toEqual([]);
      // Registered with someone else's address, an account must not plant where the bank's leads go.
      await expectBackendError(backend.documents.setDoc(accountOf(carol), { bank: { destinationEmail: 'thief@example.com' } }, { merge: true }), 'permission-denied');
      await expectBackendError(backend.documents.updateDoc(accountOf(carol), { 'assistant.name': 'Vesna' }), 'permission-denied');
      expect((await backend.documents.getDoc(accountOf(carol))).data).toEqual({ profile: { name: 'Каролина', company: 'Банка АД' } });
    });

    it('serves the catalogue to signed-in users and never lets anyone write it', async () => {
      const { backend } = await signedInAs(make, alice);
      expect((await backend.documents.getCollection(catalogue)).map((document) => document.path)).toEqual([catalogueQuestion.path]);
      await expectBackendError(backend.documents.setDoc(`${catalogue}/faq-2`, { question: 'x' }), 'permission-denied');
      await expectBackendError(backend.documents.updateDoc(catalogueQuestion.path, { top: false }), 'permission-denied');
      await expectBackendError(backend.documents.deleteDoc(catalogueQuestion.path), 'permission-denied');
      expect((await backend.documents.getDoc(catalogueQuestion.path)).data).toEqual(catalogueQuestion.data);
    });

    it('denies paths outside the data layout', async () => {
      const { backend } = await signedInAs(make, alice);
      await expectBackendError(backend.documents.getDoc('settings/global'), 'permission-denied');
      await expectBackendError(backend.documents.setDoc(`mode/${mode}/other/${alice.uid}`, { a: 1 }), 'permission-denied');
    });
  });
}
