import { deleteField, increment, serverTimestamp } from 'firebase/firestore/lite';
import { isPlainMap } from '@console/plain-data';
import { DELETE_FIELD, isIncrement, isSentinel, SERVER_TIMESTAMP, type DocumentData } from '../ports/document-port';

function toFirestoreValue(value: unknown): unknown {
  if (isSentinel(value, SERVER_TIMESTAMP)) return serverTimestamp();
  if (isSentinel(value, DELETE_FIELD)) return deleteField();
  if (isIncrement(value)) return increment(value.by);
  // Firestore refuses sentinels inside arrays; translating them anyway lets it say so with its own error.
  if (Array.isArray(value)) return value.map(toFirestoreValue);
  if (isPlainMap(value)) return Object.fromEntries(Object.entries(value).map(([field, nested]) => [field, toFirestoreValue(nested)]));
  return value;
}

/** Replaces the port's plain write sentinels, at any depth, with Firestore's serverTimestamp() / deleteField() / increment(). */
export function toFirestoreWriteData(data: DocumentData): DocumentData {
  return toFirestoreValue(data) as DocumentData;
}
