import type { FileStore, StoredFile, UploadOptions } from '../ports/file-port';
import { isAllowed, type AccessOperation } from './access-rule';
import { toBlob, toFileContent } from './blob-content';
import type { FileRecord, LocalDatabase, LocalTables } from './database';
import { assertStoragePath } from './document-path';
import { fail } from './errors';
import { objectUrlFor, revokeObjectUrl } from './object-urls';
import { randomId } from '../random-id';
import { readRequester } from './requester';

/** Read in slices so that progress is real and an abort takes effect between slices. */
const sliceBytes = 256 * 1024;

function assertNotCanceled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) fail('storage/canceled');
}

async function readWithProgress(file: Blob, { signal, onProgress }: UploadOptions): Promise<Uint8Array<ArrayBuffer>[]> {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (let offset = 0; offset < file.size; offset += sliceBytes) {
    assertNotCanceled(signal);
    parts.push(new Uint8Array(await file.slice(offset, offset + sliceBytes).arrayBuffer()));
    const read = Math.min(offset + sliceBytes, file.size);
    // 1 is reported once the file is stored, not when the last slice has merely been read.
    if (read < file.size) onProgress?.(read / file.size);
  }
  assertNotCanceled(signal);
  return parts;
}

/** Files as blobs in the `files` table, under the same access rule as documents. */
export class LocalFileStore implements FileStore {
  constructor(
    private readonly db: LocalDatabase,
    private readonly now: () => number,
  ) {}

  async upload(path: string, file: Blob, options: UploadOptions): Promise<StoredFile> {
    assertStoragePath(path);
    assertNotCanceled(options.signal);
    if (!options.allowedTypes.includes(options.contentType)) fail('storage/invalid-format', `Type "${options.contentType}" is not allowed`);
    if (file.size > options.maxBytes) fail('storage/file-too-large', `The file is larger than ${options.maxBytes} bytes`);
    await this.assertAllowed(path, 'write');
    options.onProgress?.(0);
    const content = await toFileContent(await readWithProgress(file, options), options.contentType);
    const record: FileRecord = { path, content, contentType: options.contentType, size: file.size, version: randomId(20), updatedAt: this.now() };
    const { db } = this;
    await db.transaction('rw', [db.files, db.session, db.users], async (tx) => {
      // Checked again in the transaction: the session may have ended while the file was read.
      await this.assertAllowed(path, 'write', tx);
      await tx.files.put(record);
    });
    options.onProgress?.(1);
    return { path, url: this.urlOf(record), contentType: record.contentType, size: record.size };
  }

  async getDownloadUrl(path: string): Promise<string> {
    assertStoragePath(path);
    await this.assertAllowed(path, 'read');
    const record = await this.db.files.get(path);
    if (!record) {
      // Deleted in another tab: release this tab's URL too.
      revokeObjectUrl(this.cacheKey(path));
      return fail('storage/object-not-found', `No file at "${path}"`);
    }
    return this.urlOf(record);
  }

  async delete(path: string): Promise<void> {
    assertStoragePath(path);
    const { db } = this;
    await db.transaction('rw', [db.files, db.session, db.users], async (tx) => {
      await this.assertAllowed(path, 'write', tx);
      if (!(await tx.files.get(path))) fail('storage/object-not-found', `No file at "${path}"`);
      await tx.files.delete(path);
    });
    revokeObjectUrl(this.cacheKey(path));
  }

  private async assertAllowed(path: string, operation: AccessOperation, tables: LocalTables = this.db): Promise<void> {
    if (!isAllowed(path, operation, await readRequester(tables))) fail('storage/unauthorized', `Missing permission to ${operation} "${path}"`);
  }

  private urlOf(record: FileRecord): string {
    return objectUrlFor(this.cacheKey(record.path), record.version, () => toBlob(record.content, record.contentType));
  }

  private cacheKey(path: string): string {
    return `${this.db.name}/${path}`;
  }
}
