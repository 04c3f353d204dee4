import { DELETE_FIELD, SERVER_TIMESTAMP, isIncrement, isSentinel, type DocumentData } from '../ports/document-port';
import { fail } from './errors';

/** A map as Firestore sees one: a plain object that is not a write sentinel. */
export function isMap(value: unknown): value is DocumentData {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  return !isSentinel(value, SERVER_TIMESTAMP) && !isSentinel(value, DELETE_FIELD) && !isIncrement(value);
}

/** What an increment makes of the current value: a number that is not there counts as 0. */
const incremented = (current: unknown, by: number) => (typeof current === 'number' ? current : 0) + by;

/**
 * The value as it is stored: plain, structured-clone-safe data with SERVER_TIMESTAMP turned into the
 * clock's time. Refuses what Firestore refuses (undefined, functions, nested arrays, sentinels inside
 * arrays, DELETE_FIELD outside an update or merge), so that code that works locally works on Firebase.
 */
export function toStoredValue(value: unknown, now: number, field: string, insideArray = false): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  if (isSentinel(value, SERVER_TIMESTAMP)) {
    if (insideArray) fail('invalid-argument', `SERVER_TIMESTAMP is not supported inside an array (field "${field}")`);
    return now;
  }
  if (isSentinel(value, DELETE_FIELD)) {
    return fail('invalid-argument', `DELETE_FIELD is only allowed in updateDoc or a merge (field "${field}")`);
  }
  if (isIncrement(value)) {
    if (insideArray) fail('invalid-argument', `An increment is not supported inside an array (field "${field}")`);
    return value.by;
  }
  if (Array.isArray(value)) {
    if (insideArray) fail('invalid-argument', `Nested arrays are not supported (field "${field}")`);
    return value.map((item, index) => toStoredValue(item, now, `${field}[${index}]`, true));
  }
  if (isMap(value)) {
    const stored: DocumentData = {};
    for (const [key, item] of Object.entries(value)) stored[key] = toStoredValue(item, now, field ? `${field}.${key}` : key);
    return stored;
  }
  return fail('invalid-argument', `Unsupported value in field "${field}"`);
}

function assertDocumentData(data: unknown): asserts data is DocumentData {
  if (!isMap(data)) fail('invalid-argument', 'Document data must be a map');
}

/** `setDoc` without merge: the new content replaces the old one. */
export function replacedData(data: DocumentData, now: number): DocumentData {
  assertDocumentData(data);
  return toStoredValue(data, now, '') as DocumentData;
}

/** `setDoc` with merge: maps are merged key by key at every depth, anything else replaces. */
export function mergedData(current: DocumentData, patch: DocumentData, now: number, prefix = ''): DocumentData {
  assertDocumentData(patch);
  const merged: DocumentData = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    const field = prefix ? `${prefix}.${key}` : key;
    if (isSentinel(value, DELETE_FIELD)) {
      delete merged[key];
    } else if (isIncrement(value)) {
      merged[key] = incremented(merged[key], value.by);
    } else if (isMap(value) && Object.keys(value).length > 0) {
      const existing = merged[key];
      merged[key] = mergedData(isMap(existing) ? existing : {}, value, now, field);
    } else {
      merged[key] = toStoredValue(value, now, field);
    }
  }
  return merged;
}

function fieldPathSegments(fieldPath: string): string[] {
  const segments = fieldPath.split('.');
  if (segments.some((segment) => segment.length === 0)) fail('invalid-argument', `Invalid field path: "${fieldPath}"`);
  return segments;
}

function withValueAt(map: DocumentData, [head, ...rest]: string[], value: unknown): DocumentData {
  if (head === undefined) return map;
  if (rest.length === 0) return { ...map, [head]: value };
  const child = map[head];
  return { ...map, [head]: withValueAt(isMap(child) ? child : {}, rest, value) };
}

function withoutValueAt(map: DocumentData, [head, ...rest]: string[]): DocumentData {
  if (head === undefined || !(head in map)) return map;
  if (rest.length === 0) {
    const { [head]: _removed, ...others } = map;
    return others;
  }
  const child = map[head];
  return isMap(child) ? { ...map, [head]: withoutValueAt(child, rest) } : map;
}

/** `updateDoc`: each key is a dotted field path whose value is replaced (not merged) or deleted. */
export function updatedData(current: DocumentData, patch: DocumentData, now: number): DocumentData {
  assertDocumentData(patch);
  let updated = current;
  for (const [fieldPath, value] of Object.entries(patch)) {
    const segments = fieldPathSegments(fieldPath);
    if (isSentinel(value, DELETE_FIELD)) updated = withoutValueAt(updated, segments);
    else if (isIncrement(value)) updated = withValueAt(updated, segments, incremented(readField(updated, fieldPath).value, value.by));
    else updated = withValueAt(updated, segments, toStoredValue(value, now, fieldPath));
  }
  return updated;
}

/** The value at a dotted field path, or `found: false` when some segment is missing. */
export function readField(data: DocumentData, fieldPath: string): { found: boolean; value: unknown } {
  let value: unknown = data;
  for (const segment of fieldPath.split('.')) {
    if (!isMap(value) || !(segment in value)) return { found: false, value: undefined };
    value = value[segment];
  }
  return { found: true, value };
}
