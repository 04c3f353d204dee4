import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, inMemoryPersistence, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';
import type { Backend } from '../ports/backend';
import { createFirebaseAnalytics } from './firebase-analytics';
import { createFirebaseAuthPort } from './firebase-auth-port';
import type { FirebaseBackendConfig } from './firebase-config';
import { createFirebaseDocumentStore } from './firebase-document-store';
import { createFirebaseFileStore } from './firebase-file-store';

export interface FirebaseBackendOptions {
  /** Several backends in one page (tests) need apps of different names; the console has one. */
  appName?: string;
  /**
   * `device` (the console): the session and the Firestore cache survive reloads and are shared by tabs.
   * `memory`: both end with the backend, so that tests against the emulators start from nothing and
   * leave no IndexedDB work running after them.
   */
  persistence?: 'device' | 'memory';
}

/**
 * The backend on a Firebase project. Auth and Firestore start at once (the first screen needs the
 * session and live data); Storage and Analytics are imported on first use.
 */
export function createFirebaseBackend(config: FirebaseBackendConfig, options: FirebaseBackendOptions = {}): Backend {
  const app = options.appName ? initializeApp(config.app, options.appName) : initializeApp(config.app);
  const onDevice = options.persistence !== 'memory';

  // initializeAuth rather than getAuth: only the persistence the console uses, and no popup/redirect
  // resolver, which e-mail and password sign-in does not need.
  const auth = initializeAuth(app, { persistence: onDevice ? [indexedDBLocalPersistence, browserLocalPersistence] : inMemoryPersistence });
  const db = initializeFirestore(app, {
    localCache: onDevice ? persistentLocalCache({ tabManager: persistentMultipleTabManager() }) : memoryLocalCache(),
  });

  const { emulators } = config;
  if (emulators.auth) connectAuthEmulator(auth, `http://${emulators.auth.host}:${emulators.auth.port}`, { disableWarnings: true });
  if (emulators.firestore) connectFirestoreEmulator(db, emulators.firestore.host, emulators.firestore.port);

  return {
    kind: 'firebase',
    auth: createFirebaseAuthPort(auth, config.actionUrl),
    documents: createFirebaseDocumentStore(db),
    files: createFirebaseFileStore(app, emulators.storage),
    analytics: createFirebaseAnalytics(app, config.app.measurementId),
  };
}
