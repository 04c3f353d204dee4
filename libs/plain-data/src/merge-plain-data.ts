import { isPlainMap, type PlainMap } from './plain-map';

/**
 * What a merge write of `patch` makes of `base` (Firestore's `set(…, { merge: true })`): maps are
 * merged key by key, any other value replaces what was there.
 */
export function mergePlainData(base: unknown, patch: unknown): unknown {
  if (!isPlainMap(patch) || !isPlainMap(base)) return patch;
  const result: PlainMap = { ...base };
  for (const [key, value] of Object.entries(patch)) result[key] = mergePlainData(base[key], value);
  return result;
}
