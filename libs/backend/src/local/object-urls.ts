import { randomId } from '../random-id';

interface CachedUrl {
  version: string;
  url: string;
  revocable: boolean;
}

/** One object URL per stored file and page: object URLs hold their blob in memory until revoked. */
const cache = new Map<string, CachedUrl>();

function createUrl(blob: Blob): Omit<CachedUrl, 'version'> {
  try {
    return { url: URL.createObjectURL(blob), revocable: true };
  } catch {
    // Runtimes without object URLs for this Blob (e.g. jsdom) still get a unique, blob-shaped handle.
    const origin = typeof location === 'undefined' ? 'null' : location.origin;
    return { url: `blob:${origin}/${randomId(32)}`, revocable: false };
  }
}

export function revokeObjectUrl(key: string): void {
  const cached = cache.get(key);
  if (!cached) return;
  cache.delete(key);
  if (cached.revocable) URL.revokeObjectURL(cached.url);
}

/** The cached URL while the file's version is unchanged; a fresh one (revoking the old) after a replace. */
export function objectUrlFor(key: string, version: string, blob: () => Blob): string {
  const cached = cache.get(key);
  if (cached?.version === version) return cached.url;
  revokeObjectUrl(key);
  const created = { version, ...createUrl(blob()) };
  cache.set(key, created);
  return created.url;
}
