import type { FirebaseApp } from 'firebase/app';
import type { UploadTask } from 'firebase/storage';
import { BackendError } from '../ports/errors';
import type { FileStore, StoredFile, UploadOptions } from '../ports/file-port';
import type { EmulatorHost } from './firebase-config';
import { fromFirebaseError, withBackendErrors } from './firebase-errors';
import { loadOnce } from '../lazy/load-once';
import { uploadFraction, uploadRefusal } from './upload-checks';

const canceled = () => new BackendError('storage/canceled', 'The upload was canceled.');

/** Resolves when the task completes; progress goes to onProgress, abort cancels the task. */
function runUpload(task: UploadTask, options: UploadOptions): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const abort = () => task.cancel();
    options.signal?.addEventListener('abort', abort, { once: true });
    const settle = () => options.signal?.removeEventListener('abort', abort);
    task.on(
      'state_changed',
      (snapshot) => options.onProgress?.(uploadFraction(snapshot.bytesTransferred, snapshot.totalBytes)),
      (error) => {
        settle();
        reject(fromFirebaseError(error));
      },
      () => {
        settle();
        resolve();
      },
    );
  });
}

/**
 * Files in Cloud Storage. The Storage SDK is imported on first use, so screens that never upload do
 * not download it; `beforeFirstUse` runs first (App Check, where the bank switched it on).
 */
export function createFirebaseFileStore(app: FirebaseApp, emulator: EmulatorHost | undefined, beforeFirstUse: () => Promise<void> = async () => undefined): FileStore {
  const loadStorage = loadOnce(async () => {
    await beforeFirstUse();
    const sdk = await import('firebase/storage');
    const storage = sdk.getStorage(app);
    if (emulator) sdk.connectStorageEmulator(storage, emulator.host, emulator.port);
    return { sdk, storage };
  });

  return {
    async upload(path, file, options): Promise<StoredFile> {
      const refusal = uploadRefusal(file, options);
      if (refusal) throw refusal;
      if (options.signal?.aborted) throw canceled();
      return withBackendErrors(async () => {
        const { sdk, storage } = await loadStorage();
        if (options.signal?.aborted) throw canceled();
        const task = sdk.uploadBytesResumable(sdk.ref(storage, path), file, { contentType: options.contentType });
        await runUpload(task, options);
        const url = await sdk.getDownloadURL(task.snapshot.ref);
        return { path, url, contentType: task.snapshot.metadata.contentType ?? options.contentType, size: task.snapshot.metadata.size };
      });
    },

    getDownloadUrl: (path) =>
      withBackendErrors(async () => {
        const { sdk, storage } = await loadStorage();
        return sdk.getDownloadURL(sdk.ref(storage, path));
      }),

    delete: (path) =>
      withBackendErrors(async () => {
        const { sdk, storage } = await loadStorage();
        await sdk.deleteObject(sdk.ref(storage, path));
      }),
  };
}
