import { describe, expect, it, vi } from 'vitest';
import type { DocumentSnapshot, DocumentStore } from '../ports/document-port';
import { BackendError } from '../ports/errors';
import { createLazyDocumentStore } from './lazy-document-store';

const snapshot: DocumentSnapshot = { id: 'u1', path: 'mode/staging/accounts/u1', exists: true, data: { profile: { name: 'Ана' } } };

/** A store that delivers `snapshot` to every listener and records what it was asked. */
function fakeStore() {
  const stopped = vi.fn();
  const store: DocumentStore = {
    watchDoc: (_path, onNext) => {
      onNext(snapshot as never);
      return stopped;
    },
    watchCollection: (_path, _query, onNext) => {
      onNext([]);
      return stopped;
    },
    getDoc: vi.fn(async () => snapshot as never),
    getCollection: vi.fn(async () => []),
    setDoc: vi.fn(async () => undefined),
    updateDoc: vi.fn(async () => undefined),
    deleteDoc: vi.fn(async () => undefined),
    batch: vi.fn(async () => undefined),
    transaction: vi.fn(async () => undefined),
    newId: () => 'from-the-sdk',
  };
  return { store, stopped };
}

/** A load the test resolves or rejects when it wants. */
function deferredLoad() {
  let resolve: (store: DocumentStore) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<DocumentStore>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { load: vi.fn(() => promise), resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLazyDocumentStore', () => {
  it('does not load Firestore until a document is used', () => {
    const { load } = deferredLoad();
    const documents = createLazyDocumentStore(load);

    expect(documents.newId()).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(load).not.toHaveBeenCalled();
  });

  it('returns the Unsubscribe at once and delivers once Firestore has loaded', async () => {
    const { load, resolve } = deferredLoad();
    const { store, stopped } = fakeStore();
    const onNext = vi.fn();
    const unsubscribe = createLazyDocumentStore(load).watchDoc('mode/staging/accounts/u1', onNext, vi.fn());

    expect(typeof unsubscribe).toBe('function');
    expect(onNext).not.toHaveBeenCalled();
    resolve(store);
    await tick();
    expect(onNext).toHaveBeenCalledWith(snapshot);

    unsubscribe();
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it('never starts a listener that was stopped while Firestore was loading', async () => {
    const { load, resolve } = deferredLoad();
    const { store } = fakeStore();
    const onNext = vi.fn();
    const watchCollection = vi.spyOn(store, 'watchCollection');
    const unsubscribe = createLazyDocumentStore(load).watchCollection('mode/staging/faqs/languages/mk', undefined, onNext, vi.fn());

    unsubscribe();
    resolve(store);
    await tick();

    expect(watchCollection).not.toHaveBeenCalled();
    expect(onNext).not.toHaveBeenCalled();
  });

  it('reports a failed load to a listener as a BackendError, and to no listener that was stopped', async () => {
    const { load, reject } = deferredLoad();
    const documents = createLazyDocumentStore(load);
    const onError = vi.fn();
    const stoppedOnError = vi.fn();
    documents.watchDoc('a/b', vi.fn(), onError);
    documents.watchDoc('a/c', vi.fn(), stoppedOnError)();

    reject(new BackendError('unavailable', 'offline'));
    await tick();

    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'BackendError', code: 'unavailable' }));
    expect(stoppedOnError).not.toHaveBeenCalled();
  });

  it('passes every other call through once loaded, and rejects with a BackendError when loading fails', async () => {
    const { store } = fakeStore();
    const documents = createLazyDocumentStore(async () => store);

    await expect(documents.getDoc('mode/staging/accounts/u1')).resolves.toEqual(snapshot);
    await documents.setDoc('a/b', { x: 1 }, { merge: true });
    await documents.batch([{ type: 'delete', path: 'a/b' }]);
    expect(store.setDoc).toHaveBeenCalledWith('a/b', { x: 1 }, { merge: true });
    expect(store.batch).toHaveBeenCalledWith([{ type: 'delete', path: 'a/b' }]);

    const failing = createLazyDocumentStore(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(failing.updateDoc('a/b', { x: 1 })).rejects.toMatchObject({ name: 'BackendError' });
  });
});
