import { Bytes, DocumentReference, GeoPoint, Timestamp, VectorValue } from 'firebase/firestore/lite';
import type { DocumentData } from '../ports/document-port';

/**
 * Turns Firestore's value classes into plain data, at any depth: Timestamp → epoch ms, reference →
 * its path, GeoPoint → `{latitude, longitude}`, Bytes → Uint8Array, vector → number[].
 */
export function toPlainValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Timestamp) return value.toMillis();
  if (Array.isArray(value)) return value.map(toPlainValue);
  if (value instanceof DocumentReference) return value.path;
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (value instanceof Bytes) return value.toUint8Array();
  if (value instanceof VectorValue) return value.toArray();
  const plain: DocumentData = {};
  for (const [field, nested] of Object.entries(value)) plain[field] = toPlainValue(nested);
  return plain;
}

export function toPlainData(data: DocumentData): DocumentData {
  return toPlainValue(data) as DocumentData;
}
