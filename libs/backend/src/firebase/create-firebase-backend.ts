import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, inMemoryPersistence, indexedDBLocalPersistence, initializeAuth, onAuthStateChanged } from 'firebase/auth';
import { DEFAULT_ENVIRONMENT_MODE, type Backend } from '../ports/backend';
import { BackendError } from '../ports/errors';
import { createFirebaseAnalytics } from './firebase-analytics';
import { createFirebaseAuthPort } from './firebase-auth-port';
import type { FirebaseBackendConfig } from './firebase-config';
import { createFirebaseFileStore } from './firebase-file-store';
import { createLazyDocumentStore } from '../lazy/lazy-document-store';
import { loadOnce } from '../lazy/load-once';

export interface FirebaseBackendOptions {
  /** The environment's mode, the first segment of every data path (`staging` when not given). */
  mode?: string;
  /** Several backends in one page (tests) need apps of different names; the console has one. */
  appName?: string;
  /**
   * `device` (the console): the session survives reloads and is shared by tabs (documents are never
   * kept, see open-firestore). `memory`: the session ends with the backend, so that tests
   * against the emulators start from nothing and leave no IndexedDB work running after them.
   */
  persistence?: 'device' | 'memory';
}

/**
 * The backend on a Firebase project. Auth starts at once (every screen needs the session); Firestore,
 * Storage and Analytics are imported on first use, so the public pages load Auth alone.
 */
export function createFirebaseBackend(config: FirebaseBackendConfig, options: FirebaseBackendOptions = {}): Backend {
  const app = options.appName ? initializeApp(config.app, options.appName) : initializeApp(config.app);
  const onDevice = options.persistence !== 'memory';

  // initializeAuth rather than getAuth: only the persistence the console uses, and no popup/redirect
  // resolver, which e-mail and password sign-in does not need.
  const auth = initializeAuth(app, { persistence: onDevice ? [indexedDBLocalPersistence, browserLocalPersistence] : inMemoryPersistence });
  const { emulators } = config;
  if (emulators.auth) connectAuthEmulator(auth, `http://${emulators.auth.host}:${emulators.auth.port}`, { disableWarnings: true });

  // The chunks are fetched over the network: failing to get one is being offline, not a bug.
  const offline = (what: string) => (error: unknown) => {
    throw new BackendError('unavailable', `${what} could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
  };
  // Where the bank switched App Check on, it starts before the first document or file is asked for.
  const { appCheckSiteKey } = config;
  const startAppCheck = loadOnce(async () => {
    if (appCheckSiteKey) (await import('./open-app-check').catch(offline('App Check'))).openAppCheck(app, appCheckSiteKey);
  });
  const loadFirestore = loadOnce(async () => {
    await startAppCheck();
    const { openFirestore } = await import('./open-firestore').catch(offline('Firestore'));
    return openFirestore(app, { emulator: emulators.firestore });
  });
  // A signed-in user's screens read documents at once: fetch Firestore while their route still loads.
  onAuthStateChanged(auth, (user) => {
    if (user) loadFirestore().catch(() => undefined);
  });

  return {
    kind: 'firebase',
    mode: options.mode ?? DEFAULT_ENVIRONMENT_MODE,
    auth: createFirebaseAuthPort(auth, config.actionUrl),
    documents: createLazyDocumentStore(loadFirestore),
    files: createFirebaseFileStore(app, emulators.storage, startAppCheck),
    analytics: createFirebaseAnalytics(app, config.app.measurementId),
  };
}
