import { describe, expect, it } from 'vitest';
import { faqSeed, signedInTestBackend, TEST_USER, testPaths, withOfflineWrites, withRefusedWriteInBatches, withWriteJustBefore } from './index';

describe('the signed-in test account', () => {
  it('is signed in on its own database, with an account document unless told otherwise', async () => {
    const backend = await signedInTestBackend();
    expect(backend.auth.currentUser()?.uid).toBe(TEST_USER.uid);
    expect((await backend.documents.getDoc(testPaths.account)).data).toEqual({ profile: { name: 'Ana' } });
    const without = await signedInTestBackend({ account: null });
    expect((await without.documents.getDoc(testPaths.account)).exists).toBe(false);
  });

  it('holds a FAQ seed: the catalogue in each language, the answers and the hidden questions', async () => {
    const backend = await signedInTestBackend(
      faqSeed({ questions: [{ id: 'q1', question: { mk: 'Прашање?' }, text: 'Стандарден одговор.' }], answers: { sq: { q1: 'Përgjigjja jonë.' } }, hidden: ['q1'], locales: ['mk', 'sq'] }),
    );
    expect((await backend.documents.getDoc(`${testPaths.catalogue('mk')}/q1`)).data).toMatchObject({ question: 'Прашање?', default_answer: { text: 'Стандарден одговор.' } });
    expect((await backend.documents.getDoc(`${testPaths.catalogue('sq')}/q1`)).data).toMatchObject({ question: 'SQ question q1?' });
    expect((await backend.documents.getDoc(`${testPaths.catalogue('en')}/q1`)).exists).toBe(false);
    expect((await backend.documents.getDoc(testPaths.answer('sq', 'q1'))).data).toEqual({ answer: { text: 'Përgjigjja jonë.', attachments: [] } });
    expect((await backend.documents.getDoc(testPaths.hiddenQuestions)).data).toEqual({ q1: true });
  });
});

describe('backends that misbehave on purpose', () => {
  it('refuse writes as when offline, while reads still work', async () => {
    const backend = withOfflineWrites(await signedInTestBackend());
    await expect(backend.documents.setDoc(testPaths.account, { profile: { name: 'Ivo' } })).rejects.toMatchObject({ code: 'unavailable' });
    expect((await backend.documents.getDoc(testPaths.account)).data).toEqual({ profile: { name: 'Ana' } });
  });

  it('let another tab write just before a transaction reads, every time or once', async () => {
    const real = await signedInTestBackend();
    let writes = 0;
    const anotherTab = () => real.documents.setDoc(testPaths.account, { profile: { name: `Tab ${++writes}` } });
    const backend = withWriteJustBefore(real, anotherTab, { once: true });
    const seen: unknown[] = [];
    for (let run = 0; run < 2; run++) await backend.documents.transaction([testPaths.account], ([snapshot]) => (seen.push(snapshot?.data), []));
    expect(seen).toEqual([{ profile: { name: 'Tab 1' } }, { profile: { name: 'Tab 1' } }]);
  });

  it('make a batch write nothing by adding a write the rules refuse', async () => {
    const backend = withRefusedWriteInBatches(await signedInTestBackend());
    await expect(backend.documents.batch([{ type: 'set', path: testPaths.account, data: { profile: { name: 'Ivo' } } }])).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await backend.documents.getDoc(testPaths.account)).data).toEqual({ profile: { name: 'Ana' } });
  });
});
