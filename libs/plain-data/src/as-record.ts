import type { PlainMap } from './plain-map';

/**
 * A field of stored data read as an object, or an empty one when it is anything else (missing, a
 * string, an array): mappers read documents written by older versions or by hand without trusting them.
 */
export function asRecord(value: unknown): PlainMap {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as PlainMap) : {};
}
