import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, persistentLocalCache, persistentMultipleTabManager } from 'firebase/firestore';
import type { Backend } from '../ports/backend';
import { createFirebaseAnalytics } from './firebase-analytics';
import { createFirebaseAuthPort } from './firebase-auth-port';
import type { FirebaseBackendConfig } from './firebase-config';
import { createFirebaseDocumentStore } from './firebase-document-store';
import { createFirebaseFileStore } from './firebase-file-store';

/**
 * The backend on a Firebase project. Auth and Firestore start at once (the first screen needs the
 * session and live data); Storage and Analytics are imported on first use.
 */
export function createFirebaseBackend(config: FirebaseBackendConfig): Backend {
  const app = initializeApp(config.app);

  // initializeAuth rather than getAuth: only the persistence the console uses, and no popup/redirect
  // resolver, which e-mail and password sign-in does not need.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  const db = initializeFirestore(app, { localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }) });

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
