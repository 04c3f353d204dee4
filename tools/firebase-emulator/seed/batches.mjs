/** Firestore's limit of writes in one batch. */
export const MAX_BATCH_WRITES = 500;

/** Splits `items` into consecutive batches of at most `size` (1..500). */
export function batches(items, size = MAX_BATCH_WRITES) {
  if (!Number.isInteger(size) || size < 1 || size > MAX_BATCH_WRITES) throw new Error(`Batch size must be 1..${MAX_BATCH_WRITES}, got ${size}.`);
  const result = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** `{ 'mode/staging/faqs': 300, … }`: how many documents go into each top-level area, for --dry-run. */
export function countByArea(documents) {
  const counts = {};
  for (const { path } of documents) {
    const segments = path.split('/');
    const area = segments[2] === 'accounts' ? segments.slice(0, 4).join('/') : segments.slice(0, 3).join('/');
    counts[area] = (counts[area] ?? 0) + 1;
  }
  return counts;
}
