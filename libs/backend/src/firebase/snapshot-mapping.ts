import type { DocumentData, DocumentSnapshot, StoredDocument } from '../ports/document-port';
import { toPlainData } from './plain-data';

/** The part of Firestore's DocumentSnapshot this mapping reads; the SDK class satisfies it. */
export interface FirestoreSnapshotLike {
  id: string;
  ref: { path: string };
  exists(): boolean;
  data(options?: { serverTimestamps?: 'estimate' | 'previous' | 'none' }): DocumentData | undefined;
}

/**
 * A pending server timestamp reads as the local estimate, not null, so that a field the app has just
 * stamped has a value at once (as in the local adapter, whose clock is the server).
 */
function plainDataOf(snapshot: FirestoreSnapshotLike): DocumentData | null {
  const data = snapshot.exists() ? snapshot.data({ serverTimestamps: 'estimate' }) : undefined;
  return data === undefined ? null : toPlainData(data);
}

export function toDocumentSnapshot<T = DocumentData>(snapshot: FirestoreSnapshotLike): DocumentSnapshot<T> {
  const data = plainDataOf(snapshot);
  return { id: snapshot.id, path: snapshot.ref.path, exists: data !== null, data: data as T | null };
}

/** For documents of a query result, which always exist. */
export function toStoredDocument<T = DocumentData>(snapshot: FirestoreSnapshotLike): StoredDocument<T> {
  return { id: snapshot.id, path: snapshot.ref.path, data: (plainDataOf(snapshot) ?? {}) as T };
}
