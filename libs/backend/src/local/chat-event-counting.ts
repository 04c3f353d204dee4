import type { CounterStore } from '@console/assistant-contract';
import { increment, type DocumentData } from '../ports/document-port';
import type { LocalTables } from './database';
import { parseDocumentPath } from './document-path';
import { isMap, mergedData } from './field-values';

/** The same map with every number turned into an increment by that number. */
function asIncrements(data: DocumentData): DocumentData {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, typeof value === 'number' ? increment(value) : isMap(value) ? asIncrements(value) : value]));
}

/** The local database as the server's counter store, inside the transaction of the write being committed. */
export function localCounterStore(db: LocalTables, now: number): CounterStore {
  return {
    get: async (path) => (await db.documents.get(path))?.data ?? null,
    add: async (path, data) => {
      const current = await db.documents.get(path);
      await db.documents.put({ path, ...parseDocumentPath(path), data: mergedData(current?.data ?? {}, asIncrements(data), now) });
    },
    remove: (path) => db.documents.delete(path),
  };
}
