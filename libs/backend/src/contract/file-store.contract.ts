import { describe, expect, it } from 'vitest';
import type { UploadOptions } from '../ports/file-port';
import type { MakeEnvironment } from './environment';
import { expectBackendError } from './expect-backend-error';
import { accountOf, alice, bob, carol, everyone, signedInAs } from './fixtures';

const images: UploadOptions = { contentType: 'image/png', allowedTypes: ['image/png', 'image/jpeg'], maxBytes: 2 * 1024 * 1024 };
const png = (bytes: number) => new Blob([new Uint8Array(bytes).fill(7)], { type: 'image/png' });

/** Files with progress, download URLs and the documents' access model. */
export function describeFileStoreContract(make: MakeEnvironment): void {
  describe('files', () => {
    const avatar = `${accountOf(alice)}/files/avatar.png`;

    it('stores a file and describes it with a URL an image can show', async () => {
      const { backend } = await signedInAs(make, alice);
      const stored = await backend.files.upload(avatar, png(1000), images);
      expect(stored).toEqual({ path: avatar, url: expect.stringMatching(/^blob:/), contentType: 'image/png', size: 1000 });
      expect(await backend.files.getDownloadUrl(avatar)).toBe(stored.url);
    });

    it('serves a stored file to another tab of the browser', async () => {
      const environment = await signedInAs(make, alice);
      await environment.backend.files.upload(avatar, png(10), images);
      const otherTab = await environment.openTab();
      expect(await otherTab.files.getDownloadUrl(avatar)).toMatch(/^blob:/);
    });

    it('reports progress as rising fractions that end at 1', async () => {
      const { backend } = await signedInAs(make, alice);
      const fractions: number[] = [];
      await backend.files.upload(avatar, png(1024 * 1024), { ...images, onProgress: (fraction) => fractions.push(fraction) });
      expect(fractions.at(-1)).toBe(1);
      expect(fractions.length).toBeGreaterThan(1);
      for (const [index, fraction] of fractions.entries()) {
        expect(fraction).toBeGreaterThanOrEqual(index === 0 ? 0 : (fractions[index - 1] ?? 0));
        expect(fraction).toBeLessThanOrEqual(1);
      }
    });

    it('refuses a type that is not allowed before storing anything', async () => {
      const { backend } = await signedInAs(make, alice);
      await expectBackendError(backend.files.upload(avatar, png(10), { ...images, contentType: 'application/pdf' }), 'storage/invalid-format');
      await expectBackendError(backend.files.getDownloadUrl(avatar), 'storage/object-not-found');
    });

    it('refuses a file larger than allowed before storing anything', async () => {
      const { backend } = await signedInAs(make, alice);
      await expectBackendError(backend.files.upload(avatar, png(101), { ...images, maxBytes: 100 }), 'storage/file-too-large');
      await expectBackendError(backend.files.getDownloadUrl(avatar), 'storage/object-not-found');
    });

    it('cancels through the abort signal, before or during the upload, storing nothing', async () => {
      const { backend } = await signedInAs(make, alice);
      const before = new AbortController();
      before.abort();
      await expectBackendError(backend.files.upload(avatar, png(10), { ...images, signal: before.signal }), 'storage/canceled');

      const during = new AbortController();
      const upload = backend.files.upload(avatar, png(1024 * 1024), { ...images, signal: during.signal, onProgress: () => during.abort() });
      await expectBackendError(upload, 'storage/canceled');
      await expectBackendError(backend.files.getDownloadUrl(avatar), 'storage/object-not-found');
    });

    it('gives a new URL when a file is replaced', async () => {
      const { backend } = await signedInAs(make, alice);
      const first = await backend.files.upload(avatar, png(10), images);
      const second = await backend.files.upload(avatar, png(20), images);
      expect(second.url).not.toBe(first.url);
      expect(second.size).toBe(20);
      expect(await backend.files.getDownloadUrl(avatar)).toBe(second.url);
    });

    it('deletes a file, and says object-not-found for a missing one', async () => {
      const { backend } = await signedInAs(make, alice);
      await backend.files.upload(avatar, png(10), images);
      await backend.files.delete(avatar);
      await expectBackendError(backend.files.getDownloadUrl(avatar), 'storage/object-not-found');
      await expectBackendError(backend.files.delete(avatar), 'storage/object-not-found');
    });

    it("refuses other users' files and anything while signed out with storage/unauthorized", async () => {
      const environment = await signedInAs(make, alice);
      const foreign = `${accountOf(bob)}/files/logo.png`;
      await expectBackendError(environment.backend.files.upload(foreign, png(10), images), 'storage/unauthorized');
      await expectBackendError(environment.backend.files.getDownloadUrl(foreign), 'storage/unauthorized');
      await expectBackendError(environment.backend.files.delete(foreign), 'storage/unauthorized');

      const signedOut = await make({ seed: everyone });
      await expectBackendError(signedOut.backend.files.upload(avatar, png(10), images), 'storage/unauthorized');
    });

    it('refuses uploads of an unverified user', async () => {
      const { backend } = await signedInAs(make, carol);
      await expectBackendError(backend.files.upload(`${accountOf(carol)}/files/a.png`, png(10), images), 'storage/unauthorized');
    });
  });
}
