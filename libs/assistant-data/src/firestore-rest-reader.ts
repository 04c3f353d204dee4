import type { DocumentData, DocumentSnapshot, DocumentStore } from '@console/backend';
import { firestoreRest, type FirestoreRestConfig } from './firestore-rest';

/** Reads documents only: all a customer's chat needs from the published assistant. */
export type DocumentReader = Pick<DocumentStore, 'getDoc'>;

type RestValue = {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  stringValue?: string;
  timestampValue?: string;
  mapValue?: { fields?: Record<string, RestValue> };
  arrayValue?: { values?: RestValue[] };
};

/** A Firestore REST value as plain data; timestamps become epoch milliseconds, as across the port. */
export function fromRestValue(value: RestValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.timestampValue !== undefined) return Date.parse(value.timestampValue);
  if (value.mapValue !== undefined) return fromRestFields(value.mapValue.fields ?? {});
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(fromRestValue);
  return null;
}

function fromRestFields(fields: Record<string, RestValue>): DocumentData {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromRestValue(value)]));
}

/**
 * Firestore's REST API instead of its SDK: the chat reads a handful of public documents once, so a
 * `fetch` is all it needs (the SDK would add hundreds of kilobytes to what a customer downloads).
 */
export function firestoreRestReader(config: FirestoreRestConfig): DocumentReader {
  const rest = firestoreRest(config);
  return {
    async getDoc<T = DocumentData>(path: string): Promise<DocumentSnapshot<T>> {
      const id = path.slice(path.lastIndexOf('/') + 1);
      const response = await rest.fetch(`${rest.database}/documents/${path}`);
      if (response.status === 404) return { id, path, exists: false, data: null };
      if (!response.ok) throw new Error(`Reading ${path} failed with HTTP ${response.status}`);
      const body = (await response.json()) as { fields?: Record<string, RestValue> };
      return { id, path, exists: true, data: fromRestFields(body.fields ?? {}) as T };
    },
  };
}
