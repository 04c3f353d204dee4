import type { Unsubscribe } from '../ports/common';
import type { DocumentStore } from '../ports/document-port';
import { toBackendError, withBackendErrors } from '../ports/errors';
import { newDocumentId } from '../random-id';

/**
 * A DocumentStore whose implementation (Firestore's SDK, or a whole adapter) is loaded on first use, so
 * that pages that never read a document (sign-in, registration until it saves the profile, password
 * reset) do not download it. Listeners still return their Unsubscribe at once: it stops the listener
 * whether the store has arrived yet or not. A load that fails reaches the caller like any other backend
 * error.
 */
export function createLazyDocumentStore(load: () => Promise<DocumentStore>): DocumentStore {
  const watch = (start: (store: DocumentStore) => Unsubscribe, onError: (error: Error) => void): Unsubscribe => {
    let active = true;
    let stop: Unsubscribe | null = null;
    load().then(
      (store) => {
        if (active) stop = start(store);
      },
      (error: unknown) => {
        if (active) onError(toBackendError(error));
      },
    );
    return () => {
      active = false;
      stop?.();
    };
  };

  return {
    watchDoc: (path, onNext, onError) => watch((store) => store.watchDoc(path, onNext, onError), onError),
    watchCollection: (path, query, onNext, onError) => watch((store) => store.watchCollection(path, query, onNext, onError), onError),
    getDoc: (path) => withBackendErrors(async () => (await load()).getDoc(path)),
    getCollection: (path, query) => withBackendErrors(async () => (await load()).getCollection(path, query)),
    setDoc: (path, data, options) => withBackendErrors(async () => (await load()).setDoc(path, data, options)),
    updateDoc: (path, data) => withBackendErrors(async () => (await load()).updateDoc(path, data)),
    deleteDoc: (path) => withBackendErrors(async () => (await load()).deleteDoc(path)),
    batch: (operations) => withBackendErrors(async () => (await load()).batch(operations)),
    transaction: (paths, decide) => withBackendErrors(async () => (await load()).transaction(paths, decide)),
    newId: () => newDocumentId(),
  };
}
