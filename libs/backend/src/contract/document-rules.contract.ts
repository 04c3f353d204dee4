import { describe, expect, it } from 'vitest';
import { SERVER_TIMESTAMP } from '../ports/document-port';
import type { ContractSeed, MakeEnvironment } from './environment';
import { expectBackendError } from './expect-backend-error';
import { accountOf, alice, answersOf, bob, everyone, mode, signedInAs } from './fixtures';

const productPath = `${accountOf(alice)}/products/mk/loans/loan-1`;
const loan = (fields: Record<string, unknown> = {}) => ({
  fields: { category: 'HOME', currency: 'MKD', url: 'https://bank.example/home', fixedRate: { min: 3.9, max: 5 }, variableRate: {}, ...fields },
  texts: { name: 'Станбен кредит' },
  photo: null,
  translated: true,
  sourceLocale: 'mk',
  updatedAt: SERVER_TIMESTAMP,
});
const attachment = (path: string) => ({ name: 'tariff.pdf', path, contentType: 'application/pdf', size: 1000 });

const assistantId = 'assistant-alice';
const leadPath = `mode/${mode}/leads/${assistantId}/items/lead-1`;
const withAssistant: ContractSeed = {
  ...everyone,
  documents: [
    ...(everyone.documents ?? []),
    { path: `mode/${mode}/assistants/${assistantId}`, data: { owner: alice.uid, createdAt: 0 } },
    { path: leadPath, data: { name: 'Марко', contact: '070 123 456', productId: null, productName: null, amount: null, currency: 'MKD', locale: 'mk', channel: 'web', createdAt: 0, handled: false } },
  ],
};

/**
 * The one list of what may be written (libs/document-rules), which the Firestore rules mirror: a write
 * outside it, or with a field it does not allow, is refused with permission-denied.
 */
export function describeDocumentRulesContract(make: MakeEnvironment): void {
  describe('document rules: which documents, with which fields', () => {
    it('refuses a document below the account that the console never writes', async () => {
      const { backend } = await signedInAs(make, alice);
      await expectBackendError(backend.documents.setDoc(`${accountOf(alice)}/notes/n1`, { text: 'x' }), 'permission-denied');
      await expectBackendError(backend.documents.setDoc(accountOf(alice), { profile: { name: 'Ана' }, secret: true }), 'permission-denied');
    });

    it('refuses an environment the console does not know', async () => {
      const { backend } = await signedInAs(make, alice);
      await expectBackendError(backend.documents.setDoc(`mode/dev/accounts/${alice.uid}`, { profile: { name: 'Ана' } }), 'permission-denied');
    });

    it('keeps answers to their fields, their length and the files of their own account', async () => {
      const { backend } = await signedInAs(make, alice);
      const answer = `${answersOf(alice)}/faq-1`;
      const own = attachment(`${accountOf(alice)}/files/faq/mk/faq-1/a1-tariff.pdf`);
      await backend.documents.setDoc(answer, { answer: { text: 'Да.', attachments: [own], source: 'bank', updatedAt: SERVER_TIMESTAMP } });
      await expectBackendError(backend.documents.setDoc(answer, { answer: { text: 'x'.repeat(4001) } }), 'permission-denied');
      await expectBackendError(backend.documents.setDoc(answer, { answer: { text: 'Да.', attachments: [attachment(`${accountOf(bob)}/files/faq/mk/faq-1/b1.pdf`)] } }), 'permission-denied');
      await expectBackendError(backend.documents.setDoc(answer, { answer: { text: 'Да.', source: 'someone' } }), 'permission-denied');
      // A time of the client's own is not the server's.
      await expectBackendError(backend.documents.setDoc(answer, { answer: { text: 'Да.', updatedAt: 1 } }), 'permission-denied');
      expect((await backend.documents.getDoc(answer)).data).toMatchObject({ answer: { text: 'Да.', attachments: [own] } });
    });

    it("never turns the bank's own answer back into the default one", async () => {
      const { backend } = await signedInAs(make, alice);
      const answer = `${answersOf(alice)}/faq-1`;
      await backend.documents.setDoc(answer, { answer: { text: 'Наш одговор.', source: 'bank' } });
      await expectBackendError(backend.documents.setDoc(answer, { answer: { text: 'Стандарден одговор.', source: 'default' } }), 'permission-denied');
    });

    it('never deletes an answer', async () => {
      const { backend } = await signedInAs(make, alice);
      const answer = `${answersOf(alice)}/faq-1`;
      await backend.documents.setDoc(answer, { answer: { text: 'Да.' } });
      await expectBackendError(backend.documents.deleteDoc(answer), 'permission-denied');
    });

    it("keeps the hidden questions to booleans, and refuses a stranger's write", async () => {
      const hidden = `${accountOf(alice)}/faqSettings/hidden`;
      const { backend } = await signedInAs(make, alice);
      await backend.documents.setDoc(hidden, { 'faq-1': true }, { merge: true });
      await expectBackendError(backend.documents.setDoc(hidden, { 'faq-2': 'yes' }, { merge: true }), 'permission-denied');
      expect((await backend.documents.getDoc(hidden)).data).toEqual({ 'faq-1': true });
      await backend.auth.signOut();
      await backend.auth.signIn(bob.email, bob.password);
      await expectBackendError(backend.documents.setDoc(hidden, { 'faq-1': false }, { merge: true }), 'permission-denied');
      await expectBackendError(backend.documents.setDoc(`${accountOf(bob)}/faqSettings/hidden`, { 'faq-1': 'yes' }), 'permission-denied');
    });

    it('takes products with https addresses, e-mail addresses and rates in range only', async () => {
      const { backend } = await signedInAs(make, alice);
      await backend.documents.setDoc(productPath, loan());
      await expectBackendError(backend.documents.setDoc(productPath, loan({ url: 'http://bank.example/home' })), 'permission-denied');
      await expectBackendError(backend.documents.setDoc(productPath, loan({ url: 'javascript:alert(1)' })), 'permission-denied');
      await expectBackendError(backend.documents.setDoc(productPath, loan({ fixedRate: { min: 39, max: 5 } })), 'permission-denied');
      await expectBackendError(backend.documents.setDoc(productPath, loan({ category: 'YACHT' })), 'permission-denied');
      await expectBackendError(backend.documents.setDoc(`${accountOf(alice)}/products/mk/cards/card-1`, { ...loan(), fields: { type: 'debit', brand: 'visa', currency: 'MKD', destinationEmail: 'not an address' } }), 'permission-denied');
      await expectBackendError(backend.documents.setDoc(`${accountOf(alice)}/products/mk/boats/b1`, loan()), 'permission-denied');
      await backend.documents.deleteDoc(productPath);
      expect((await backend.documents.getDoc(productPath)).exists).toBe(false);
    });

    it("refuses a photo outside the account's own folder", async () => {
      const { backend } = await signedInAs(make, alice);
      await expectBackendError(backend.documents.setDoc(productPath, { ...loan(), photo: { path: `${accountOf(bob)}/files/products/p.png`, url: 'blob:x' } }), 'permission-denied');
      await expectBackendError(
        backend.documents.setDoc(accountOf(alice), { assistant: { avatar: { default: 'https://elsewhere.example/p.png', path: `${accountOf(alice)}/files/assistant/p.png` } } }),
        'permission-denied',
      );
    });

    it("lets the owner mark a customer's request handled and change nothing else of it", async () => {
      const { backend } = await signedInAs(make, alice, withAssistant);
      await backend.documents.updateDoc(leadPath, { handled: true });
      await expectBackendError(backend.documents.updateDoc(leadPath, { name: 'Someone else' }), 'permission-denied');
      await expectBackendError(backend.documents.deleteDoc(leadPath), 'permission-denied');
      expect((await backend.documents.getDoc(leadPath)).data).toMatchObject({ name: 'Марко', handled: true });
    });

    it("does not let the owner write its own counters, only customers' increments", async () => {
      const { backend } = await signedInAs(make, alice, withAssistant);
      await expectBackendError(backend.documents.setDoc(`mode/${mode}/analytics/${assistantId}/days/2026-11-25_0`, { day: '2026-11-25', counts: { leads: 1000 } }), 'permission-denied');
    });
  });
}
