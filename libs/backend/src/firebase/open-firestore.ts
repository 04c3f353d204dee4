import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, initializeFirestore, memoryLocalCache, persistentLocalCache, persistentMultipleTabManager } from 'firebase/firestore';
import type { DocumentStore } from '../ports/document-port';
import type { EmulatorHost } from './firebase-config';
import { createFirebaseDocumentStore } from './firebase-document-store';

export interface FirestoreOptions {
  /** The Firestore cache survives reloads and is shared by tabs; otherwise it lives in memory. */
  onDevice: boolean;
  emulator?: EmulatorHost | undefined;
}

/** Starts Firestore on `app`. Imported dynamically: this module is where the Firestore SDK enters the build. */
export function openFirestore(app: FirebaseApp, { onDevice, emulator }: FirestoreOptions): DocumentStore {
  const db = initializeFirestore(app, {
    localCache: onDevice ? persistentLocalCache({ tabManager: persistentMultipleTabManager() }) : memoryLocalCache(),
  });
  if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port);
  return createFirebaseDocumentStore(db);
}
