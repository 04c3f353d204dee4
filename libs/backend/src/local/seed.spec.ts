import { describe, expect, it, vi } from 'vitest';
import { accountOf, alice, carol, catalogue, catalogueQuestion, mode } from '../contract/fixtures';
import { createLocalBackend } from './create-local-backend';
import { testHashIterations } from './local-test-environment';
import type { LocalBackendOptions, LocalSeed } from './options';
import { hashPassword } from './password-hash';
import { isUnseededLocalDatabase } from './seed';
import { randomId } from '../random-id';

const runs = `${accountOf(alice)}/seedRuns`;

/** A seed that leaves a trace of which load wrote it. */
function countingSeed() {
  let loads = 0;
  const load = vi.fn(async (): Promise<LocalSeed> => {
    loads += 1;
    return { users: [alice, carol], documents: [catalogueQuestion, { path: `${runs}/run-${loads}`, data: { load: loads } }] };
  });
  return load;
}

const optionsWith = (seed: () => Promise<LocalSeed>): LocalBackendOptions => ({
  databaseName: `seed-${randomId(8)}`,
  passwordHashIterations: testHashIterations,
  seed,
  // The seed's trace is no document of the console's: seeding, not the rules, is under test here.
  documentRules: false,
});

describe('seeding the local database', () => {
  it('writes users and documents on first start, bypassing the access rules', async () => {
    const backend = await createLocalBackend(optionsWith(countingSeed()));
    expect((await backend.auth.signIn(alice.email, alice.password)).emailVerified).toBe(true);
    expect(await backend.documents.getCollection(catalogue)).toEqual([{ id: 'faq-1', path: catalogueQuestion.path, data: catalogueQuestion.data }]);
    await backend.auth.signOut();
    expect((await backend.auth.signIn(carol.email, carol.password)).emailVerified).toBe(false);
  });

  it('says a database is unseeded until its data is first needed, without seeding it by asking', async () => {
    const options = optionsWith(countingSeed());
    const backend = await createLocalBackend(options);
    const name = options.databaseName ?? '';
    expect(await isUnseededLocalDatabase(name)).toBe(true);
    expect(await isUnseededLocalDatabase(name)).toBe(true);
    await backend.auth.signIn(alice.email, alice.password);
    expect(await isUnseededLocalDatabase(name)).toBe(false);
  });

  it('takes a user with a prepared password hash as it is, and signs that user in with the password', async () => {
    const passwordHash = await hashPassword(alice.password, testHashIterations);
    const { password: _unused, ...withoutPassword } = alice;
    const backend = await createLocalBackend(optionsWith(async () => ({ users: [{ ...withoutPassword, passwordHash }], documents: [] })));
    expect((await backend.auth.signIn(alice.email, alice.password)).uid).toBe(alice.uid);
  });

  it('never seeds again, even after the seeded data was changed or removed', async () => {
    const load = countingSeed();
    const options = optionsWith(load);
    const first = await createLocalBackend(options);
    await first.auth.signIn(alice.email, alice.password);
    await first.documents.deleteDoc(`${runs}/run-1`);
    const second = await createLocalBackend(options);
    expect(await second.documents.getCollection(runs)).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('writes a seed larger than one batch whole, and nothing of one with a document it refuses', async () => {
    const many = Array.from({ length: 250 }, (_, index) => ({ path: `${runs}/run-${index}`, data: { index } }));
    const whole = await createLocalBackend(optionsWith(async () => ({ users: [alice], documents: many })));
    await whole.auth.signIn(alice.email, alice.password);
    expect(await whole.documents.getCollection(runs)).toHaveLength(250);

    // Firestore refuses undefined; the 201st document is in the third batch, after two were written.
    const refused = many.map((document, index) => (index === 200 ? { ...document, data: { index: undefined } } : document));
    const options = optionsWith(async () => ({ users: [alice], documents: refused }));
    const none = await createLocalBackend(options);
    await expect(none.auth.signIn(alice.email, alice.password)).rejects.toThrow();
    expect(await isUnseededLocalDatabase(options.databaseName ?? '')).toBe(true);
  });

  it('seeds once when two tabs need the data at the same time', async () => {
    const options = optionsWith(countingSeed());
    const [first, second] = await Promise.all([createLocalBackend(options), createLocalBackend(options)]);
    await Promise.all([first.auth.signIn(alice.email, alice.password), second.auth.signIn(alice.email, alice.password)]);
    expect(await first.documents.getCollection(runs)).toHaveLength(1);
  });

  it('loads no demo data on start, only when a sign-in or a document first needs it', async () => {
    const load = countingSeed();
    const backend = await createLocalBackend(optionsWith(load));
    expect(backend.auth.currentUser()).toBeNull();
    expect(load).not.toHaveBeenCalled();
    await backend.auth.signIn(alice.email, alice.password);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('seeds once when asked to prepare for a sign-in, which then finds the demo user without seeding again', async () => {
    const load = countingSeed();
    const backend = await createLocalBackend(optionsWith(load));
    await Promise.all([backend.prepareForSignIn?.(), backend.prepareForSignIn?.()]);
    expect(load).toHaveBeenCalledTimes(1);
    await backend.auth.signIn(alice.email, alice.password);
    expect(backend.auth.currentUser()?.uid).toBe(alice.uid);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives a listener started before the seeding the seeded document', async () => {
    const published = { path: `mode/${mode}/published/assistant-1`, data: { name: 'Tellr' } };
    const load = vi.fn(async (): Promise<LocalSeed> => ({ users: [], documents: [published] }));
    const backend = await createLocalBackend(optionsWith(load));
    expect(load).not.toHaveBeenCalled();
    const seen = await new Promise<unknown>((resolve, reject) => {
      const stop = backend.documents.watchDoc(
        published.path,
        (snapshot) => {
          stop();
          resolve(snapshot.data);
        },
        reject,
      );
    });
    expect(seen).toEqual(published.data);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a database that already has data alone', async () => {
    const options = optionsWith(countingSeed());
    const empty = await createLocalBackend({ ...options, seed: undefined });
    await empty.auth.register('first@bank.example', 'secret-1');
    const later = await createLocalBackend(options);
    await later.auth.signOut();
    await expect(later.auth.signIn(alice.email, alice.password)).rejects.toMatchObject({ code: 'auth/invalid-credential' });
  });
});
