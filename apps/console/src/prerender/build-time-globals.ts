/** An empty, in-memory Web Storage: what a first visit finds, for code that reads it while drawing. */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/**
 * The browser's storage as a first visit has it, for drawing a page at build time (in Node): the route
 * guard and the language read it. Nothing else of the browser is given, so code that needs more while
 * drawing a public page fails the build instead of drawing something a browser would not.
 */
export function provideFirstVisitStorage(): void {
  const scope = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
  scope.localStorage ??= emptyStorage();
  scope.sessionStorage ??= emptyStorage();
}
