import { isIncrement, type DocumentData } from '@console/backend';
import type { CounterWrite, EventCreate } from './chat-counters';
import type { FirestoreRestConfig } from './firestore-rest-reader';

/** A field path segment as Firestore writes it: names that are not plain identifiers are quoted. */
const segment = (name: string) => (/^[A-Za-z_][A-Za-z0-9_]*$/u.test(name) ? name : `\`${name.replace(/[`\\]/gu, (character) => `\\${character}`)}\``);

type Flat = { plain: Array<[string, unknown]>; increments: Array<[string, number]> };

const isMap = (value: unknown): value is DocumentData => typeof value === 'object' && value !== null && !Array.isArray(value) && !isIncrement(value);

function flatten(data: DocumentData, prefix: string[] = [], into: Flat = { plain: [], increments: [] }): Flat {
  for (const [key, value] of Object.entries(data)) {
    const path = [...prefix, segment(key)];
    if (isIncrement(value)) into.increments.push([path.join('.'), value.by]);
    else if (isMap(value)) flatten(value, path, into);
    else into.plain.push([path.join('.'), value]);
  }
  return into;
}

/**
 * Counter writes through Firestore's REST API (`documents:commit`): the plain fields as an update with
 * a field mask and the increments as field transforms, in one write that creates the day's document when
 * it is missing.
 */
export function firestoreRestCounterWrite({ projectId, apiKey, emulatorHost }: FirestoreRestConfig): CounterWrite {
  const base = emulatorHost ? `http://${emulatorHost}` : 'https://firestore.googleapis.com';
  const database = `projects/${projectId}/databases/(default)`;
  return async (path, data) => {
    const { plain, increments } = flatten(data);
    const fields = Object.fromEntries(plain.filter(([, value]) => typeof value === 'string').map(([field, value]) => [field, { stringValue: value }]));
    const write = {
      update: { name: `${database}/documents/${path}`, fields },
      updateMask: { fieldPaths: Object.keys(fields) },
      updateTransforms: increments.map(([fieldPath, by]) => ({ fieldPath, increment: { integerValue: String(by) } })),
    };
    const response = await fetch(`${base}/v1/${database}/documents:commit?key=${encodeURIComponent(apiKey)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes: [write] }),
    });
    if (!response.ok) throw new Error(`Counting failed with HTTP ${response.status}`);
  };
}

/** A new document with an id Firestore makes, through the REST API (`POST …/documents/{collection}`). */
export function firestoreRestEventCreate({ projectId, apiKey, emulatorHost }: FirestoreRestConfig): EventCreate {
  const base = emulatorHost ? `http://${emulatorHost}` : 'https://firestore.googleapis.com';
  return async (collectionPath, data) => {
    const fields = Object.fromEntries(Object.entries(data).filter(([, value]) => typeof value === 'string').map(([key, value]) => [key, { stringValue: value }]));
    const response = await fetch(`${base}/v1/projects/${projectId}/databases/(default)/documents/${collectionPath}?key=${encodeURIComponent(apiKey)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields }),
    });
    if (!response.ok) throw new Error(`Recording failed with HTTP ${response.status}`);
  };
}
