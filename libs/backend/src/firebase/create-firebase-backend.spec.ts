import { deleteApp, getApps } from 'firebase/app';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../ports/backend';
import { createFirebaseBackend } from './create-firebase-backend';
import { firebaseConfigFromEnv } from './firebase-config';
import { noopAnalytics } from './queued-analytics';

/**
 * Wiring only, and nothing that needs a server: emulator hosts point at a closed local port so that
 * even a call made by mistake could not reach a real project.
 */
const config = firebaseConfigFromEnv({
  VITE_FIREBASE_API_KEY: 'demo-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-console.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-console',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-console.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
  VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
  VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:9',
  VITE_FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9',
});

// Without IndexedDB the SDK's usage heartbeat stays off (it would otherwise keep opening a database
// after the test environment is gone) and Auth falls back to its second persistence, localStorage.
vi.stubGlobal('indexedDB', undefined);
const backend: Backend = createFirebaseBackend(config);
afterAll(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
  vi.unstubAllGlobals();
});

describe('createFirebaseBackend', () => {
  it('is a Firebase backend without an outbox', () => {
    expect(backend.kind).toBe('firebase');
    expect(backend.outbox).toBeUndefined();
  });

  it('starts signed out and says so as plain data', async () => {
    await expect(backend.auth.authStateReady()).resolves.toBeNull();
    expect(backend.auth.currentUser()).toBeNull();
    await expect(backend.auth.reload()).resolves.toBeNull();
  });

  it('refuses to send a verification e-mail without a user', async () => {
    await expect(backend.auth.sendEmailVerification()).rejects.toMatchObject({ name: 'BackendError', code: 'auth/no-current-user' });
  });

  it('makes 20-character alphanumeric ids that differ', () => {
    const ids = new Set(Array.from({ length: 50 }, () => backend.documents.newId()));

    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('reports a listener on a malformed path through onError, after returning its Unsubscribe', async () => {
    const error = await new Promise<Error>((resolve) => {
      const unsubscribe = backend.documents.watchDoc('mode/staging/accounts', () => undefined, resolve);
      expect(typeof unsubscribe).toBe('function');
    });

    expect(error).toMatchObject({ name: 'BackendError', code: 'invalid-argument' });
  });

  it('refuses a wrong content type or an oversized file before uploading', async () => {
    const options = { allowedTypes: ['image/png'], maxBytes: 4 };

    await expect(backend.files.upload('a/b.pdf', new Blob(['%PDF']), { ...options, contentType: 'application/pdf' })).rejects.toMatchObject({
      code: 'storage/invalid-format',
    });
    await expect(backend.files.upload('a/b.png', new Blob(['12345']), { ...options, contentType: 'image/png' })).rejects.toMatchObject({
      code: 'storage/file-too-large',
    });
  });

  it('refuses an upload whose signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();

    await expect(
      backend.files.upload('a/b.png', new Blob(['1']), { contentType: 'image/png', allowedTypes: ['image/png'], maxBytes: 10, signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'storage/canceled' });
  });

  it('uses the no-op analytics when no measurement id is configured', () => {
    expect(backend.analytics).toBe(noopAnalytics);
    expect(() => backend.analytics.logEvent('faq_page_visited', { page_visited: 'faq', user_id: null })).not.toThrow();
  });
});
