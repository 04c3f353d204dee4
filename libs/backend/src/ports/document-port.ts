import type { Unsubscribe } from './common';

/** Document content as plain data: strings, numbers, booleans, null, arrays and maps. Timestamps are epoch ms. */
export type DocumentData = { [field: string]: unknown };

/**
 * Write sentinels, as plain data so they can cross any boundary. Each adapter turns them into its own
 * (Firestore's serverTimestamp() / deleteField(); the local clock and key removal).
 */
export const SERVER_TIMESTAMP = Object.freeze({ '.sv': 'timestamp' } as const);
export const DELETE_FIELD = Object.freeze({ '.sv': 'delete' } as const);
export type WriteSentinel = typeof SERVER_TIMESTAMP | typeof DELETE_FIELD;
/** Adds `by` to a number field, atomically, as Firestore's increment(): a missing field counts as 0. */
export type IncrementSentinel = Readonly<{ '.sv': 'increment'; by: number }>;

export function increment(by: number): IncrementSentinel {
  return Object.freeze({ '.sv': 'increment', by });
}

export function isSentinel(value: unknown, sentinel: WriteSentinel): boolean {
  return typeof value === 'object' && value !== null && (value as { '.sv'?: unknown })['.sv'] === sentinel['.sv'];
}

export function isIncrement(value: unknown): value is IncrementSentinel {
  return typeof value === 'object' && value !== null && (value as { '.sv'?: unknown })['.sv'] === 'increment' && typeof (value as { by?: unknown }).by === 'number';
}

export interface StoredDocument<T = DocumentData> {
  /** Last path segment. */
  id: string;
  /** Full slash-separated path, e.g. `mode/staging/accounts/u1`. */
  path: string;
  data: T;
}

export interface DocumentSnapshot<T = DocumentData> {
  id: string;
  path: string;
  exists: boolean;
  data: T | null;
}

export type WhereOperator = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'not-in' | 'array-contains' | 'array-contains-any';

export interface WhereClause {
  /** Dotted field path, e.g. `answer.text`; `__name__` compares the document id. */
  field: string;
  op: WhereOperator;
  value: unknown;
}

export interface OrderClause {
  field: string;
  direction?: 'asc' | 'desc';
}

export interface CollectionQuery {
  where?: WhereClause[];
  orderBy?: OrderClause[];
  limit?: number;
}

export type WriteOperation =
  | { type: 'set'; path: string; data: DocumentData; merge?: boolean }
  | { type: 'update'; path: string; data: DocumentData }
  | { type: 'delete'; path: string };

/** Firestore's batch limit; `batch` splits larger lists into chunks of this size. */
export const MAX_BATCH_OPERATIONS = 500;

/**
 * Path-addressed documents and collections with Firestore's semantics. Listener callbacks receive plain
 * data; errors are BackendErrors and are terminal for that listener (nothing is delivered after one).
 */
export interface DocumentStore {
  watchDoc<T = DocumentData>(path: string, onNext: (snapshot: DocumentSnapshot<T>) => void, onError: (error: Error) => void): Unsubscribe;
  watchCollection<T = DocumentData>(
    path: string,
    query: CollectionQuery | undefined,
    onNext: (documents: StoredDocument<T>[]) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
  getDoc<T = DocumentData>(path: string): Promise<DocumentSnapshot<T>>;
  getCollection<T = DocumentData>(path: string, query?: CollectionQuery): Promise<StoredDocument<T>[]>;
  /** Replaces the document, or with `merge` deep-merges maps into it. */
  setDoc(path: string, data: DocumentData, options?: { merge?: boolean }): Promise<void>;
  /** Changes named fields (dotted paths allowed) of an existing document; `not-found` otherwise. */
  updateDoc(path: string, data: DocumentData): Promise<void>;
  deleteDoc(path: string): Promise<void>;
  /**
   * Writes all operations or none. Lists longer than MAX_BATCH_OPERATIONS are written in chunks that
   * are each atomic (as Firestore requires).
   */
  batch(operations: WriteOperation[]): Promise<void>;
  /**
   * Reads the documents at `paths` and writes what `decide` makes of them, atomically (Firestore's
   * transaction): if one of them changes before the write is committed, they are read and `decide` runs
   * again, so a write never rests on stale data. `decide` may thus run more than once and must only
   * return operations; at most MAX_BATCH_OPERATIONS of them. It needs the server: offline it fails
   * (`unavailable`) rather than decide on cached data.
   */
  transaction(paths: readonly string[], decide: (snapshots: DocumentSnapshot[]) => WriteOperation[]): Promise<void>;
  /** A new random document id (20 characters, as Firestore's). */
  newId(): string;
}
