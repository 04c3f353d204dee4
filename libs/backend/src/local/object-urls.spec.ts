import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountOf, alice, signedInAs } from '../contract/fixtures';
import { createLocalBackend } from './create-local-backend';
import { openLocalDatabase } from './database';
import { localTestEnvironment, testHashIterations } from './local-test-environment';
import { randomId } from '../random-id';

const options = { contentType: 'image/png', allowedTypes: ['image/png'], maxBytes: 1000 };
const avatar = `${accountOf(alice)}/files/avatar.png`;

describe('object URLs of stored files', () => {
  const created: string[] = [];
  const revoked: string[] = [];

  function stubBrowserUrls() {
    // The browser's object URL registry lies outside this process; these stand in for it.
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      const url = `blob:http://console.test/${created.length + 1}`;
      created.push(url);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => {
      revoked.push(url);
    });
  }

  afterEach(() => {
    created.length = 0;
    revoked.length = 0;
  });

  it('creates one URL per file and page and revokes it when the file is replaced or deleted', async () => {
    stubBrowserUrls();
    const { backend } = await signedInAs(localTestEnvironment, alice);
    const first = await backend.files.upload(avatar, new Blob(['a']), options);
    expect(await backend.files.getDownloadUrl(avatar)).toBe(first.url);
    expect(created).toEqual([first.url]);

    const second = await backend.files.upload(avatar, new Blob(['bb']), options);
    expect(revoked).toEqual([first.url]);
    await backend.files.delete(avatar);
    expect(revoked).toEqual([first.url, second.url]);
  });

  it('notices a file replaced by another tab and hands out a fresh URL', async () => {
    stubBrowserUrls();
    const databaseName = `urls-${randomId(8)}`;
    const backend = await createLocalBackend({ databaseName, passwordHashIterations: testHashIterations, seed: async () => ({ users: [alice], documents: [] }) });
    await backend.auth.signIn(alice.email, alice.password);
    const before = (await backend.files.upload(avatar, new Blob(['a']), options)).url;

    // Another tab has its own URL cache; all this tab can see is the stored record changing.
    const otherTab = openLocalDatabase(databaseName);
    await otherTab.files.update(avatar, { content: new TextEncoder().encode('bb').buffer, size: 2, version: 'from-another-tab' });
    otherTab.close();

    const after = await backend.files.getDownloadUrl(avatar);
    expect(after).not.toBe(before);
    expect(revoked).toEqual([before]);
    expect(await backend.files.getDownloadUrl(avatar)).toBe(after);
  });
});
