import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, initializeFirestore, memoryLocalCache } from 'firebase/firestore';
import type { DocumentStore } from '../ports/document-port';
import type { EmulatorHost } from './firebase-config';
import { createFirebaseDocumentStore } from './firebase-document-store';

export interface FirestoreOptions {
  emulator?: EmulatorHost | undefined;
}

/**
 * Starts Firestore on `app`. Imported dynamically: this module is where the Firestore SDK enters the build.
 *
 * The cache lives in memory only. A persistent cache would keep the bank's answers, products and
 * contacts in the browser's IndexedDB after sign-out, on what may be a shared computer; the price is a
 * full read on each page load and no offline start, which a console used at a desk can afford. Writes
 * made offline still wait in memory and go out when the connection returns.
 */
export function openFirestore(app: FirebaseApp, { emulator }: FirestoreOptions): DocumentStore {
  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port);
  return createFirebaseDocumentStore(db);
}
