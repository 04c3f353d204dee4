import type { LocalBackendOptions } from './local/options';
import type { Backend, BackendKind } from './ports/backend';

/** The adapter this build was made for: VITE_BACKEND, `local` when unset. */
export const configuredBackendKind: BackendKind = import.meta.env.VITE_BACKEND === 'firebase' ? 'firebase' : 'local';

/**
 * Loads the adapter the build was made for. The test is on the build-time constant itself so that the
 * bundler drops the other branch: a local build ships no Firebase SDK, a Firebase build no local database.
 */
export async function loadBackend(local: LocalBackendOptions = {}): Promise<Backend> {
  if (import.meta.env.VITE_BACKEND === 'firebase') {
    const { createFirebaseBackend, firebaseConfigFromEnv } = await import('./firebase/index');
    return createFirebaseBackend(firebaseConfigFromEnv(import.meta.env));
  }
  const { createLocalBackend } = await import('./local/index');
  return createLocalBackend(local);
}
