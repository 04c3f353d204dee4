import { isPlainMap } from './plain-map';

/**
 * Deep equality of plain data, whatever the order of keys (stored maps keep none); a key holding
 * `undefined` is the same as no key, as once stored. Other objects (files) are equal only to themselves.
 */
export function samePlainData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => samePlainData(item, b[index]));
  if (!isPlainMap(a) || !isPlainMap(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => samePlainData(a[key], b[key]));
}
