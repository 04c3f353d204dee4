import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  query,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import type { Unsubscribe } from '../ports/common';
import { MAX_BATCH_OPERATIONS, type CollectionQuery, type DocumentStore, type WriteOperation } from '../ports/document-port';
import { chunked } from './chunked';
import { fromFirebaseError, withBackendErrors } from './firebase-errors';
import { checkedPath } from './path-checks';
import { toQueryConstraints } from './query-constraints';
import { toDocumentSnapshot, toStoredDocument } from './snapshot-mapping';
import { toFirestoreWriteData } from './write-sentinels';

/**
 * A listener that cannot even start (bad path, bad query) reports through onError like any other
 * listener failure, a tick later so that the caller already holds its Unsubscribe.
 */
function listen(start: () => Unsubscribe, onError: (error: Error) => void): Unsubscribe {
  try {
    return start();
  } catch (error) {
    let active = true;
    queueMicrotask(() => {
      if (active) onError(fromFirebaseError(error));
    });
    return () => {
      active = false;
    };
  }
}

export function createFirebaseDocumentStore(db: Firestore): DocumentStore {
  const documentRef = (path: string) => doc(db, checkedPath(path, 'document'));
  const queryOf = (path: string, wanted: CollectionQuery | undefined) =>
    query(collection(db, checkedPath(path, 'collection')), ...toQueryConstraints(wanted));

  const addToBatch = (batch: WriteBatch, operation: WriteOperation) => {
    const ref = documentRef(operation.path);
    switch (operation.type) {
      case 'set':
        batch.set(ref, toFirestoreWriteData(operation.data), { merge: operation.merge === true });
        return;
      case 'update':
        batch.update(ref, toFirestoreWriteData(operation.data));
        return;
      case 'delete':
        batch.delete(ref);
        return;
    }
  };

  return {
    watchDoc: (path, onNext, onError) =>
      listen(
        () =>
          onSnapshot(
            documentRef(path),
            (snapshot) => onNext(toDocumentSnapshot(snapshot)),
            (error) => onError(fromFirebaseError(error)),
          ),
        onError,
      ),

    watchCollection: (path, wanted, onNext, onError) =>
      listen(
        () =>
          onSnapshot(
            queryOf(path, wanted),
            (snapshot) => onNext(snapshot.docs.map((document) => toStoredDocument(document))),
            (error) => onError(fromFirebaseError(error)),
          ),
        onError,
      ),

    getDoc: (path) => withBackendErrors(async () => toDocumentSnapshot(await getDoc(documentRef(path)))),

    getCollection: (path, wanted) =>
      withBackendErrors(async () => (await getDocs(queryOf(path, wanted))).docs.map((document) => toStoredDocument(document))),

    setDoc: (path, data, options) =>
      withBackendErrors(() => setDoc(documentRef(path), toFirestoreWriteData(data), { merge: options?.merge === true })),

    updateDoc: (path, data) => withBackendErrors(() => updateDoc(documentRef(path), toFirestoreWriteData(data))),

    deleteDoc: (path) => withBackendErrors(() => deleteDoc(documentRef(path))),

    batch: (operations) =>
      withBackendErrors(async () => {
        // Every chunk is built before the first commit, so a bad path or value anywhere writes nothing.
        const batches = chunked(operations, MAX_BATCH_OPERATIONS).map((chunk) => {
          const batch = writeBatch(db);
          for (const operation of chunk) addToBatch(batch, operation);
          return batch;
        });
        // Each chunk is atomic on its own (Firestore's limit); committing in order means a failed chunk
        // stops the later ones.
        for (const batch of batches) await batch.commit();
      }),

    newId: () => doc(collection(db, '_')).id,
  };
}
