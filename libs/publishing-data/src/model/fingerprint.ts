/**
 * A short digest of a value (FNV-1a over its JSON), to tell whether what the console shows differs from
 * what was published without keeping a second copy. Not a security measure.
 */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
