import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  runTransaction,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentReference,
  type Firestore,
  type SetOptions,
} from 'firebase/firestore/lite';
import {
  MAX_BATCH_OPERATIONS,
  type CollectionQuery,
  type DocumentData,
  type DocumentSnapshot,
  type DocumentStore,
  type StoredDocument,
  type WriteOperation,
} from '../ports/document-port';
import { BackendError } from '../ports/errors';
import { chunked } from './chunked';
import { withBackendErrors } from './firebase-errors';
import { checkedPath } from './path-checks';
import { toQueryConstraints } from './query-constraints';
import { createRefreshedListeners } from './refreshed-listeners';
import { toDocumentSnapshot, toStoredDocument } from './snapshot-mapping';
import { toFirestoreWriteData } from './write-sentinels';

/** What a WriteBatch and a Transaction share: the same three writes. */
interface Writes {
  set(reference: DocumentReference, data: DocumentData, options: SetOptions): unknown;
  update(reference: DocumentReference, data: DocumentData): unknown;
  delete(reference: DocumentReference): unknown;
}

/**
 * The document store on Firestore Lite: reads and writes go straight to the server, and listeners are
 * reads made again (refreshed-listeners.ts) when this tab or another writes what they show, when the tab
 * is back in view, and on a timer.
 */
export function createFirebaseDocumentStore(db: Firestore): DocumentStore {
  const documentRef = (path: string) => doc(db, checkedPath(path, 'document'));
  const queryOf = (path: string, wanted: CollectionQuery | undefined) =>
    query(collection(db, checkedPath(path, 'collection')), ...toQueryConstraints(wanted));

  const listeners = createRefreshedListeners(`firestore-writes:${db.app.options.projectId ?? ''}`);
  const readDoc = async <T,>(path: string) => toDocumentSnapshot<T>(await getDoc(documentRef(path)));
  const readCollection = async <T,>(path: string, wanted: CollectionQuery | undefined) =>
    (await getDocs(queryOf(path, wanted))).docs.map((document) => toStoredDocument<T>(document));
  /**
   * Runs a write, then has the listeners it concerns read again: after a failure too, since a batch's
   * first chunks may have been committed (a read that finds nothing new delivers nothing).
   */
  const writing = (paths: () => readonly string[], write: () => Promise<unknown>) =>
    withBackendErrors(async () => {
      try {
        await write();
      } finally {
        listeners.wrote(paths());
      }
    });

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
    watchDoc<T>(path: string, onNext: (snapshot: DocumentSnapshot<T>) => void, onError: (error: Error) => void) {
      const read = async () => ({ value: await withBackendErrors(() => readDoc<T>(path)), documents: 1 });
      return listeners.watch({ key: `doc ${path}`, path, kind: 'doc', read }, onNext, onError);
    },

    watchCollection<T>(path: string, wanted: CollectionQuery | undefined, onNext: (documents: StoredDocument<T>[]) => void, onError: (error: Error) => void) {
      const read = async () => {
        const documents = await withBackendErrors(() => readCollection<T>(path, wanted));
        return { value: documents, documents: documents.length };
      };
      return listeners.watch({ key: `collection ${path} ${JSON.stringify(wanted ?? {})}`, path, kind: 'collection', read }, onNext, onError);
    },

    getDoc: (path) => withBackendErrors(() => readDoc(path)),

    getCollection: (path, wanted) => withBackendErrors(() => readCollection(path, wanted)),

    setDoc: (path, data, options) =>
      writing(() => [path], () => setDoc(documentRef(path), toFirestoreWriteData(data), { merge: options?.merge === true })),

    updateDoc: (path, data) => writing(() => [path], () => updateDoc(documentRef(path), toFirestoreWriteData(data))),

    deleteDoc: (path) => writing(() => [path], () => deleteDoc(documentRef(path))),

    batch: (operations) =>
      writing(
        () => operations.map((operation) => operation.path),
        async () => {
          // Every chunk is built before the first commit, so a bad path or value anywhere writes nothing.
          const batches = chunked(operations, MAX_BATCH_OPERATIONS).map((chunk) => {
            const batch = writeBatch(db);
            for (const operation of chunk) addToBatch(batch, operation);
            return batch;
          });
          // Each chunk is atomic on its own (Firestore's limit); committing in order means a failed chunk
          // stops the later ones.
          for (const batch of batches) await batch.commit();
        },
      ),

    transaction: (paths, decide) => {
      // decide may run more than once: what the committed run wrote is what the listeners hear of.
      let written: readonly string[] = [];
      return writing(
        () => written,
        () =>
          runTransaction(db, async (transaction) => {
            const snapshots = await Promise.all(paths.map(async (path) => toDocumentSnapshot(await transaction.get(documentRef(path)))));
            const operations = decide(snapshots);
            if (operations.length > MAX_BATCH_OPERATIONS) throw new BackendError('invalid-argument', `A transaction writes at most ${MAX_BATCH_OPERATIONS} operations`);
            for (const operation of operations) addToBatch(transaction, operation);
            written = operations.map((operation) => operation.path);
          }),
      );
    },

    newId: () => doc(collection(db, '_')).id,
  };
}
