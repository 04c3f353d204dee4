import { DEFAULT_ENVIRONMENT_MODE, type AuthPort, type Backend } from '@console/backend';

/**
 * Nothing of a backend is reachable at build time, and a public page needs nothing of one to be drawn:
 * any part of it may be looked up (a hook takes `analytics` for its effects, which never run here), but
 * a call stops the build, since the page would then show something a first visit does not.
 */
function unreachable(name: string): unknown {
  return new Proxy(() => undefined, {
    get: (_target, property) => (typeof property === 'symbol' || property === 'then' ? undefined : unreachable(`${name}.${property}`)),
    apply: () => {
      throw new Error(`${name}() was called while a page was rendered at build time`);
    },
  });
}

function withFallback<T extends object>(name: string, known: Partial<T>): T {
  return new Proxy(known, { get: (target, property) => (property in target ? target[property as keyof T] : unreachable(`${name}.${String(property)}`)) }) as T;
}

/** A backend with nobody signed in. */
export function signedOutBackend(): Backend {
  const auth = withFallback<AuthPort>('auth', {
    authStateReady: () => Promise.resolve(null),
    currentUser: () => null,
    onAuthStateChanged: () => () => undefined,
  });
  return withFallback<Backend>('backend', { kind: 'local', mode: DEFAULT_ENVIRONMENT_MODE, auth });
}
