import { isPlainMap, type PlainMap } from './plain-map';
import { samePlainData } from './same-plain-data';

/**
 * A draft made on `base`, moved onto `next`: what the draft changed stays as the draft has it, and
 * everything it left alone takes `next`'s value. Maps are followed key by key, so a change to one field
 * does not carry the draft's stale copy of its neighbours; any other value (a list, a file) is one whole.
 */
export function keepDraftChanges<T>(draft: T, base: T, next: T): T {
  if (samePlainData(draft, base)) return next;
  if (!isPlainMap(draft) || !isPlainMap(base) || !isPlainMap(next)) return draft;
  const result: PlainMap = {};
  for (const key of new Set([...Object.keys(next), ...Object.keys(draft)])) result[key] = keepDraftChanges(draft[key], base[key], next[key]);
  return result as T;
}
