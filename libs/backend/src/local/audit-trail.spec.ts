import { describe, expect, it } from 'vitest';
import { alice } from '../contract/fixtures';
import { localTestEnvironment, readOutbox } from './local-test-environment';

const account = `mode/staging/accounts/${alice.uid}`;
const audit = `${account}/audit`;

describe("the local backend's audit trail (what the Cloud Functions do in Firebase)", () => {
  it('keeps who changed which setting and when, and tells the old destination address that requests now go elsewhere', async () => {
    const { backend, now } = await localTestEnvironment({
      seed: { users: [alice], documents: [{ path: account, data: { profile: { name: 'Ана', language: 'en' }, bank: { destinationEmail: 'old@bank.example' } } }] },
    });
    await backend.auth.signIn(alice.email, alice.password);
    await backend.documents.setDoc(account, { bank: { destinationEmail: 'new@bank.example' } }, { merge: true });
    const entries = await backend.documents.getCollection(audit);
    expect(entries.map(({ data }) => data)).toEqual([
      { area: 'settings', action: 'changed', subject: 'account', fields: ['bank.destinationEmail'], at: now(), by: { uid: alice.uid, email: alice.email } },
    ]);
    const notice = (await readOutbox(backend)).find((message) => message.kind === 'destinationChanged');
    expect(notice).toMatchObject({ to: 'old@bank.example', language: 'en', details: { from: 'old@bank.example', to: 'new@bank.example' } });
  });

  it('keeps products and publishing too, and nothing for a write that changes no field of the bank’s', async () => {
    const { backend } = await localTestEnvironment({ seed: { users: [alice], documents: [{ path: account, data: { profile: { name: 'Ана' } } }] } });
    await backend.auth.signIn(alice.email, alice.password);
    await backend.documents.setDoc(`${account}/products/mk/cards/c1`, { fields: { type: 'debit', brand: 'visa', currency: 'MKD' }, texts: { name: 'Visa Classic' } });
    await backend.documents.setDoc(account, { profile: { name: 'Ана' } }, { merge: true });
    const entries = (await backend.documents.getCollection(audit)).map(({ data }) => [data['area'], data['action'], data['subject']]);
    expect(entries).toEqual([['products', 'created', 'Visa Classic (mk)']]);
  });
});
