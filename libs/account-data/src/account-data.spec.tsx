import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isBackendError, isWriteConflict, type Backend } from '@console/backend';
import { imageFile, signedInTestBackend, TEST_MODE, TEST_USER, testPaths, withOfflineWrites, withWriteJustBefore } from '@console/testing';
import { sameAccountContent } from './model/account-content';
import { hasEditedPersonalDetails, mapAccount } from './model/map-account';
import { faqImportProgressWrite } from './mutations/faq-import-progress';
import { saveAccount } from './mutations/save-account';
import { useSaveAccount } from './mutations/use-save-account';
import { MAX_ASSISTANT_PHOTO_BYTES } from './photo/assistant-photo-rules';
import { useAccount } from './streams/use-account';
import { accountTestEnvironment } from './testing/account-test-environment';

/** Another tab merging `data` into the account document. */
const mergedByAnotherTab = (data: Record<string, unknown>) => (tab: Backend) => tab.documents.setDoc(testPaths.account, data, { merge: true });

const registered = { profile: { name: 'Ana', surname: 'Petrovska', company: 'Demo Banka', language: 'en', customerType: 'individual' } };

const profile = { name: 'Marija', surname: 'Stojanova', company: 'Banka AD', language: 'sq' as const };

async function stored(backend: Backend) {
  return (await backend.documents.getDoc(testPaths.account)).data as Record<string, Record<string, unknown>>;
}

describe('mapAccount', () => {
  it('fills every missing field with an empty default, and the bank\'s calendar and currency with Skopje\'s and the denar', () => {
    expect(mapAccount(null)).toEqual({
      profile: { name: '', surname: '', company: '', language: 'mk', customerType: 'individual' },
      assistant: { name: '', names: { mk: '', en: '', sq: '' }, bubbleColor: '', avatar: { default: '' } },
      bank: { name: '', names: { mk: '', en: '', sq: '' }, location: '', contact: '', phone: '', destinationEmail: '', timeZone: 'Europe/Skopje', currency: 'MKD', consent: { mk: '', en: '', sq: '' } },
      faqImport: null,
    });
  });

  it("reads the FAQ import's progress, and nothing it does not know", () => {
    expect(mapAccount({ faqImport: { status: 'running', done: 3, total: 9 } }).faqImport).toEqual({ status: 'running', done: 3, total: 9 });
    expect(mapAccount({ faqImport: { status: 'paused', done: 3 } }).faqImport).toBeNull();
    expect(mapAccount({ faqImport: { status: 'done', done: -1, total: 'all' } }).faqImport).toEqual({ status: 'done', done: 0, total: 0 });
  });

  it('keeps known values and refuses unknown languages, customer types, time zones and currencies', () => {
    const account = mapAccount({
      profile: { name: 'Ana', language: 'de', customerType: 'vip', updatedAt: 1_700_000_000_000 },
      assistant: { name: 'Vesna', bubbleColor: '#0B5FFF', avatar: { default: 'blob:x', path: 'p/photo.png' } },
      bank: { name: 'Demo Banka', phone: 42, timeZone: 'Mars/Olympus', currency: 'EUR' },
    });
    expect(account.profile).toEqual({ name: 'Ana', surname: '', company: '', language: 'mk', customerType: 'individual', updatedAt: 1_700_000_000_000 });
    expect(account.assistant.avatar).toEqual({ default: 'blob:x', path: 'p/photo.png' });
    expect(account.bank.phone).toBe('');
    expect(account.bank.timeZone).toBe('Europe/Skopje');
    expect(account.bank.currency).toBe('EUR');
    expect(hasEditedPersonalDetails(account)).toBe(true);
    expect(hasEditedPersonalDetails(mapAccount(registered))).toBe(false);
  });
});

describe('useAccount', () => {
  it('delivers the document and then every change to it', async () => {
    const backend = await signedInTestBackend({ account: registered });
    const { result } = renderHook(() => useAccount(), accountTestEnvironment(backend));
    await waitFor(() => expect(result.current.data?.profile.name).toBe('Ana'));
    expect(result.current.data?.profile.language).toBe('en');

    await backend.documents.setDoc(testPaths.account, { profile: { name: 'Marija' } }, { merge: true });
    await waitFor(() => expect(result.current.data?.profile.name).toBe('Marija'));
    expect(result.current.data?.profile.surname).toBe('Petrovska');
  });
});

describe('saveAccount', () => {
  it('writes only the sections given and stamps the personal details', async () => {
    const backend = await signedInTestBackend({ account: { ...registered, bank: { name: 'Old bank', phone: '+389 2 000' }, faqImport: { status: 'done', done: 3, total: 3 } } });
    await saveAccount({ backend, uid: TEST_USER.uid, changes: { profile } });
    const data = await stored(backend);
    expect(data['profile']).toMatchObject(profile);
    expect(typeof data['profile']?.['updatedAt']).toBe('number');
    expect(data['bank']).toEqual({ name: 'Old bank', phone: '+389 2 000' });
    expect(data['faqImport']).toEqual({ status: 'done', done: 3, total: 3 });
    expect(data['assistant']).toBeUndefined();
  });

  it('does not stamp the personal details when only the bank or the customer type is saved', async () => {
    const backend = await signedInTestBackend({ account: registered });
    const bank = { name: 'Demo Banka', names: { mk: 'Демо Банка', en: '', sq: '' }, location: 'Skopje', contact: 'Ana', phone: '+389 2 3100 100', destinationEmail: 'leads@demobanka.example', timeZone: 'Europe/Skopje', currency: 'MKD', consent: { mk: 'Се согласувам.', en: '', sq: '' } } as const;
    await saveAccount({ backend, uid: TEST_USER.uid, changes: { bank, customerType: 'corporate' } });
    const data = await stored(backend);
    expect(data['bank']).toEqual(bank);
    expect(data['profile']).toEqual({ ...registered.profile, customerType: 'corporate' });
  });

  it('uploads the photo with progress under the assistant folder and keeps its path and URL', async () => {
    const backend = await signedInTestBackend({ account: registered });
    const progress: number[] = [];
    const { photo } = await saveAccount({
      backend,
      uid: TEST_USER.uid,
      changes: { assistant: { name: 'Vesna', names: { mk: 'Весна', en: '', sq: '' }, bubbleColor: '#0B5FFF' }, assistantPhoto: imageFile('me.webp', 'image/webp') },
      onProgress: (fraction) => progress.push(fraction),
      now: () => 1_234,
    });
    const path = `${testPaths.files}/assistant/photo-1234.webp`;
    expect(photo?.path).toBe(path);
    expect(progress.at(-1)).toBe(1);
    expect((await stored(backend))['assistant']).toEqual({ name: 'Vesna', names: { mk: 'Весна', en: '', sq: '' }, bubbleColor: '#0B5FFF', avatar: { default: photo?.url, path } });
    await expect(backend.files.getDownloadUrl(path)).resolves.toEqual(expect.any(String));
  });

  it('deletes the previous photo once the new one is saved', async () => {
    const backend = await signedInTestBackend({ account: registered });
    const save = (at: number) =>
      saveAccount({ backend, uid: TEST_USER.uid, changes: { assistantPhoto: imageFile() }, now: () => at });
    const first = await save(1);
    const second = await save(2);
    expect(second.photo?.path).not.toBe(first.photo?.path);
    await expect(backend.files.getDownloadUrl(first.photo?.path ?? '')).rejects.toMatchObject({ code: 'storage/object-not-found' });
    await expect(backend.files.getDownloadUrl(second.photo?.path ?? '')).resolves.toEqual(expect.any(String));
  });

  it('refuses files that are not PNG, JPEG or WEBP, or larger than 2 MB, and saves nothing', async () => {
    const backend = await signedInTestBackend({ account: registered });
    const attempt = (file: File) => saveAccount({ backend, uid: TEST_USER.uid, changes: { profile, assistantPhoto: file } });
    const wrongType = await attempt(new File(['hello'], 'notes.txt', { type: 'text/plain' })).catch((error: unknown) => error);
    expect(isBackendError(wrongType) && wrongType.code).toBe('storage/invalid-format');
    const tooLarge = await attempt(imageFile('big.png', 'image/png', MAX_ASSISTANT_PHOTO_BYTES + 1)).catch((error: unknown) => error);
    expect(isBackendError(tooLarge) && tooLarge.code).toBe('storage/file-too-large');
    expect((await stored(backend))['profile']).toEqual(registered.profile);
  });

  it('removes a new photo again when the document cannot be written', async () => {
    const real = await signedInTestBackend({ account: registered });
    const failing = withOfflineWrites(real);
    const progress: number[] = [];
    await expect(
      saveAccount({ backend: failing, uid: TEST_USER.uid, changes: { assistantPhoto: imageFile() }, onProgress: (f) => progress.push(f), now: () => 5 }),
    ).rejects.toMatchObject({ code: 'unavailable' });
    expect(progress.at(-1)).toBe(1);
    await expect(real.files.getDownloadUrl(`${testPaths.files}/assistant/photo-5.png`)).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });
});

describe('sameAccountContent', () => {
  const account = mapAccount({ ...registered, bank: { name: 'Demo Banka', consent: { en: 'I agree.' } } });

  it('sees every setting a form edits, down to one language of the consent text', () => {
    expect(sameAccountContent(account, mapAccount({ ...registered, bank: { consent: { en: 'I agree.' }, name: 'Demo Banka' } }))).toBe(true);
    expect(sameAccountContent(account, { ...account, bank: { ...account.bank, consent: { ...account.bank.consent, sq: 'Pajtohem.' } } })).toBe(false);
    expect(sameAccountContent(account, { ...account, assistant: { ...account.assistant, avatar: { default: 'https://files/b.png', path: 'b.png' } } })).toBe(false);
    expect(sameAccountContent(account, { ...account, profile: { ...account.profile, customerType: 'corporate' } })).toBe(false);
  });

  it('does not count the time of the last save of the personal details as a change', () => {
    expect(sameAccountContent(account, { ...account, profile: { ...account.profile, updatedAt: 1_700_000_000_000 } })).toBe(true);
  });
});

describe('saveAccount on the version it was made on', () => {
  const uploadPhoto = (backend: Backend, name: string) =>
    backend.files.upload(`${testPaths.files}/assistant/${name}`, imageFile(), { contentType: 'image/png', allowedTypes: ['image/png'], maxBytes: 1024 * 1024 });
  const exists = (backend: Backend, path: string) =>
    backend.files.getDownloadUrl(path).then(
      () => true,
      () => false,
    );

  it('saves when the stored account is still that version, deletes the photo it replaced and returns the account it left', async () => {
    const backend = await signedInTestBackend({ account: registered });
    const old = await uploadPhoto(backend, 'photo-1.png');
    await backend.documents.setDoc(testPaths.account, { assistant: { name: 'Vesna', avatar: { default: old.url, path: old.path } } }, { merge: true });
    const baseline = mapAccount(await stored(backend));

    const result = await saveAccount({ backend, uid: TEST_USER.uid, changes: { profile, assistantPhoto: imageFile() }, baseline, now: () => 2 });

    expect(result.account.profile).toMatchObject(profile);
    expect(result.account.assistant.avatar.path).toBe(result.photo?.path);
    expect(sameAccountContent(result.account, mapAccount(await stored(backend)))).toBe(true);
    expect(await exists(backend, old.path)).toBe(false);
  });

  it('refuses when another tab saved in between: nothing is written, its photo stays and the new upload is removed', async () => {
    const real = await signedInTestBackend({ account: registered });
    const mine = await uploadPhoto(real, 'photo-1.png');
    await real.documents.setDoc(testPaths.account, { assistant: { name: 'Vesna', avatar: { default: mine.url, path: mine.path } } }, { merge: true });
    const baseline = mapAccount(await stored(real));
    const theirs = await uploadPhoto(real, 'photo-2.png');
    const backend = withWriteJustBefore(real, mergedByAnotherTab({ assistant: { avatar: { default: theirs.url, path: theirs.path } } }));

    const error = await saveAccount({ backend, uid: TEST_USER.uid, changes: { profile, assistantPhoto: imageFile() }, baseline, now: () => 3 }).catch(
      (reason: unknown) => reason,
    );

    expect(isWriteConflict(error)).toBe(true);
    const data = await stored(real);
    expect(data['profile']).toEqual(registered.profile);
    expect(data['assistant']).toEqual({ name: 'Vesna', avatar: { default: theirs.url, path: theirs.path } });
    expect(await exists(real, theirs.path)).toBe(true);
    expect(await exists(real, `${testPaths.files}/assistant/photo-3.png`)).toBe(false);
  });

  it('is not refused by a change outside the settings (the import of answers)', async () => {
    const real = await signedInTestBackend({ account: registered });
    const baseline = mapAccount(await stored(real));
    const backend = withWriteJustBefore(real, mergedByAnotherTab({ faqImport: { status: 'done', done: 2, total: 2 } }));
    await saveAccount({ backend, uid: TEST_USER.uid, changes: { customerType: 'corporate' }, baseline });
    expect((await stored(real))['profile']).toMatchObject({ customerType: 'corporate' });
  });
});

describe('faqImportProgressWrite', () => {
  it('records the import on the account beside what is there, and when it finished once done', async () => {
    const backend = await signedInTestBackend({ account: registered });
    await backend.documents.batch([faqImportProgressWrite(TEST_MODE, TEST_USER.uid, { status: 'running', done: 500, total: 1200 })]);
    expect(mapAccount(await stored(backend))).toMatchObject({ profile: { name: registered.profile.name }, faqImport: { status: 'running', done: 500, total: 1200 } });
    await backend.documents.batch([faqImportProgressWrite(TEST_MODE, TEST_USER.uid, { status: 'done', done: 1200, total: 1200 })]);
    expect((await stored(backend))['faqImport']).toMatchObject({ status: 'done', done: 1200, total: 1200, finishedAt: expect.any(Number) });
  });
});

describe('useSaveAccount', () => {
  it('saves for the signed-in user and the live account shows the result', async () => {
    const backend = await signedInTestBackend({ account: registered });
    const { wrapper } = accountTestEnvironment(backend);
    const { result } = renderHook(() => ({ account: useAccount(), save: useSaveAccount() }), { wrapper });
    await waitFor(() => expect(result.current.account.data?.profile.name).toBe('Ana'));
    await act(() => result.current.save.mutateAsync({ changes: { profile } }));
    await waitFor(() => expect(result.current.account.data?.profile.name).toBe('Marija'));
    expect(result.current.account.data && hasEditedPersonalDetails(result.current.account.data)).toBe(true);
  });
});
