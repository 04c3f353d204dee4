import type { DocumentStore } from '@console/backend';

/**
 * The real document store with some methods replaced, to count listeners or inject a failure while
 * everything else still reaches the real database. Each pass-through looks the method up at call
 * time, so a spy installed later on `documents` is seen too.
 */
export function wrapDocuments(documents: DocumentStore, overrides: Partial<DocumentStore>): DocumentStore {
  const passThrough: DocumentStore = {
    watchDoc: (path, onNext, onError) => documents.watchDoc(path, onNext, onError),
    watchCollection: (path, query, onNext, onError) => documents.watchCollection(path, query, onNext, onError),
    getDoc: (path) => documents.getDoc(path),
    getCollection: (path, query) => documents.getCollection(path, query),
    setDoc: (path, data, options) => documents.setDoc(path, data, options),
    updateDoc: (path, data) => documents.updateDoc(path, data),
    deleteDoc: (path) => documents.deleteDoc(path),
    batch: (operations) => documents.batch(operations),
    transaction: (paths, decide) => documents.transaction(paths, decide),
    newId: () => documents.newId(),
  };
  return { ...passThrough, ...overrides };
}
