import type { LocalBackendOptions } from './local/options';
import { DEFAULT_ENVIRONMENT_MODE, type Backend, type BackendKind } from './ports/backend';

/** The adapter this build was made for: VITE_BACKEND, `local` when unset. */
export const configuredBackendKind: BackendKind = import.meta.env.VITE_BACKEND === 'firebase' ? 'firebase' : 'local';

/** The build's environment (`VITE_ENV_MODE`), the `{mode}` of every data path: `staging` when unset. */
export const buildEnvironmentMode = (): string => import.meta.env.VITE_ENV_MODE || DEFAULT_ENVIRONMENT_MODE;

/**
 * Loads the adapter the build was made for, in the build's environment: the one place the console's
 * environment is read; everything else reads `backend.mode`. The test is on the build-time constant itself so that the
 * bundler drops the other branch: a local build ships no Firebase SDK, a Firebase build no local database.
 */
export async function loadBackend(local: LocalBackendOptions = {}): Promise<Backend> {
  if (import.meta.env.VITE_BACKEND === 'firebase') {
    const { createFirebaseBackend, firebaseConfigFromEnv } = await import('./firebase/index');
    return createFirebaseBackend(firebaseConfigFromEnv(import.meta.env), { mode: buildEnvironmentMode() });
  }
  const { createLocalBackend } = await import('./local/index');
  return createLocalBackend({ mode: buildEnvironmentMode(), ...local });
}

/** In a local build, whether the database `databaseName` of this browser is still empty (never seeded). */
export async function isUnseededLocalDatabase(databaseName: string): Promise<boolean> {
  const local = await import('./local/index');
  return local.isUnseededLocalDatabase(databaseName);
}
