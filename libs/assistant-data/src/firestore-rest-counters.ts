import { SERVER_TIMESTAMP, isIncrement, isSentinel, type DocumentData } from '@console/backend';
import type { CounterWrite, EventCreate } from './chat-counters';
import { firestoreRest, type FirestoreRestConfig } from './firestore-rest';

/** A field path segment as Firestore writes it: names that are not plain identifiers are quoted. */
const segment = (name: string) => (/^[A-Za-z_][A-Za-z0-9_]*$/u.test(name) ? name : `\`${name.replace(/[`\\]/gu, (character) => `\\${character}`)}\``);

type Flat = { plain: Array<[string, unknown]>; increments: Array<[string, number]>; serverTimes: string[] };

const isMap = (value: unknown): value is DocumentData =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !isIncrement(value) && !isSentinel(value, SERVER_TIMESTAMP);

function flatten(data: DocumentData, prefix: string[] = [], into: Flat = { plain: [], increments: [], serverTimes: [] }): Flat {
  for (const [key, value] of Object.entries(data)) {
    const path = [...prefix, segment(key)];
    if (isIncrement(value)) into.increments.push([path.join('.'), value.by]);
    else if (isSentinel(value, SERVER_TIMESTAMP)) into.serverTimes.push(path.join('.'));
    else if (isMap(value)) flatten(value, path, into);
    else into.plain.push([path.join('.'), value]);
  }
  return into;
}

/**
 * Merges through Firestore's REST API (`documents:commit`): the plain fields as an update with a field
 * mask, the increments and server times as field transforms, all in one commit; each write creates its
 * document when it is missing.
 */
export function firestoreRestCounterWrite(config: FirestoreRestConfig): CounterWrite {
  const rest = firestoreRest(config);
  const toWrite = (path: string, data: DocumentData) => {
    const { plain, increments, serverTimes } = flatten(data);
    const fields = Object.fromEntries(plain.filter(([, value]) => typeof value === 'string').map(([field, value]) => [field, { stringValue: value }]));
    return {
      update: { name: `${rest.database}/documents/${path}`, fields },
      updateMask: { fieldPaths: Object.keys(fields) },
      updateTransforms: [
        ...increments.map(([fieldPath, by]) => ({ fieldPath, increment: { integerValue: String(by) } })),
        ...serverTimes.map((fieldPath) => ({ fieldPath, setToServerValue: 'REQUEST_TIME' })),
      ],
    };
  };
  return async (writes) => {
    const response = await rest.fetch(`${rest.database}/documents:commit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes: writes.map(({ path, data }) => toWrite(path, data)) }),
    });
    if (!response.ok) throw new Error(`Counting failed with HTTP ${response.status}`);
  };
}

type RestValue = Record<string, unknown>;

/** A plain value as Firestore's REST API writes it. */
function toRestValue(value: unknown): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRestValue) } };
  if (isMap(value)) return { mapValue: { fields: Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toRestValue(inner)])) } };
  throw new Error('Unsupported value');
}

/**
 * A new document through the REST API's `documents:commit`: created only if the id is new, with
 * SERVER_TIMESTAMP fields set to the request's time.
 */
export function firestoreRestEventCreate(config: FirestoreRestConfig): EventCreate {
  const rest = firestoreRest(config);
  return async (collectionPath, data) => {
    const id = crypto.randomUUID().replace(/-/gu, '').slice(0, 20);
    const stamped = Object.keys(data).filter((key) => isSentinel(data[key], SERVER_TIMESTAMP));
    const fields = Object.fromEntries(Object.entries(data).filter(([key]) => !stamped.includes(key)).map(([key, value]) => [key, toRestValue(value)]));
    const write = {
      update: { name: `${rest.database}/documents/${collectionPath}/${id}`, fields },
      currentDocument: { exists: false },
      updateTransforms: stamped.map((fieldPath) => ({ fieldPath, setToServerValue: 'REQUEST_TIME' })),
    };
    const response = await rest.fetch(`${rest.database}/documents:commit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes: [write] }),
    });
    if (!response.ok) throw new Error(`Recording failed with HTTP ${response.status}`);
  };
}
