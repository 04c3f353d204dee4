import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  query,
  runTransaction,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentReference,
  type Firestore,
  type SetOptions,
} from 'firebase/firestore';
import type { Unsubscribe } from '../ports/common';
import { MAX_BATCH_OPERATIONS, type CollectionQuery, type DocumentData, type DocumentStore, type WriteOperation } from '../ports/document-port';
import { BackendError } from '../ports/errors';
import { chunked } from './chunked';
import { fromFirebaseError, withBackendErrors } from './firebase-errors';
import { checkedPath } from './path-checks';
import { toQueryConstraints } from './query-constraints';
import { toDocumentSnapshot, toStoredDocument } from './snapshot-mapping';
import { toFirestoreWriteData } from './write-sentinels';

/** What a WriteBatch and a Transaction share: the same three writes. */
interface Writes {
  set(reference: DocumentReference, data: DocumentData, options: SetOptions): unknown;
  update(reference: DocumentReference, data: DocumentData): unknown;
  delete(reference: DocumentReference): unknown;
}

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

  const addToBatch = (batch: Writes, operation: WriteOperation) => {
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

    transaction: (paths, decide) =>
      withBackendErrors(() =>
        runTransaction(db, async (transaction) => {
          const snapshots = await Promise.all(paths.map(async (path) => toDocumentSnapshot(await transaction.get(documentRef(path)))));
          const operations = decide(snapshots);
          if (operations.length > MAX_BATCH_OPERATIONS) throw new BackendError('invalid-argument', `A transaction writes at most ${MAX_BATCH_OPERATIONS} operations`);
          for (const operation of operations) addToBatch(transaction, operation);
        }),
      ),

    newId: () => doc(collection(db, '_')).id,
  };
}
