import type { RememberedRoute } from './guard-decision';

export interface RememberedRouteStore {
  read(): RememberedRoute | null;
  write(route: RememberedRoute): void;
  clear(): void;
}

const KEY = 'loginRedirect';

/**
 * Keeps the remembered route in sessionStorage: it belongs to the tab in which the link was opened and
 * survives the reloads of the sign-in journey, but not the closing of the tab.
 */
export function sessionRememberedRouteStore(storage: Storage = sessionStorage): RememberedRouteStore {
  return {
    read() {
      try {
        const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
        return isRememberedRoute(value) ? value : null;
      } catch {
        return null;
      }
    },
    write(route) {
      storage.setItem(KEY, JSON.stringify(route));
    },
    clear() {
      storage.removeItem(KEY);
    },
  };
}

function isRememberedRoute(value: unknown): value is RememberedRoute {
  if (typeof value !== 'object' || value === null) return false;
  const { pathname, query } = value as Partial<RememberedRoute>;
  return typeof pathname === 'string' && pathname.startsWith('/') && typeof query === 'object' && query !== null;
}
