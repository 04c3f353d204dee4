/**
 * Memoises an async load (a lazily imported SDK module and its service). A failed load is forgotten,
 * so that a chunk that could not be fetched while offline is fetched again on the next use.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
