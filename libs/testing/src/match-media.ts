/**
 * A stand-in for `window.matchMedia`, which jsdom lacks: each list answers `matches(query)` and never
 * changes, so listeners are accepted and never called. The shared test setup installs one that
 * matches nothing; a test stubs another to take a viewport (`vi.stubGlobal('matchMedia', …)`).
 */
export function staticMatchMedia(matches: (query: string) => boolean): (query: string) => MediaQueryList {
  return (query) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
