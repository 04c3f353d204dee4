/**
 * The page a signed-out person asked for (a bookmark, a link from a colleague), so that signing in
 * leads there instead of to the default page. Kept apart from the specification's remembered
 * verification link, which the guard restores first; only paths of this console are kept.
 */
export interface SignInReturnStore {
  write(path: string): void;
  /** The kept path, forgotten as it is read. */
  take(): string | null;
}

const KEY = 'signInReturnTo';

/** An address inside this console: one leading slash (never `//host` or a scheme), nothing else. */
export function isConsolePath(path: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])/u.test(path) && !/[\u0000-\u001f]/u.test(path);
}

/** Per tab, like the remembered route: it survives the sign-in journey's reloads, not the tab. */
export function sessionSignInReturnStore(storage: Storage = sessionStorage): SignInReturnStore {
  return {
    write(path) {
      if (isConsolePath(path)) storage.setItem(KEY, path);
    },
    take() {
      const path = storage.getItem(KEY);
      storage.removeItem(KEY);
      return path !== null && isConsolePath(path) ? path : null;
    },
  };
}
