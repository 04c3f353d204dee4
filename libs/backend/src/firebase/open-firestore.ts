import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import type { DocumentStore } from '../ports/document-port';
import type { EmulatorHost } from './firebase-config';
import { createFirebaseDocumentStore } from './firebase-document-store';

export interface FirestoreOptions {
  emulator?: EmulatorHost | undefined;
}

/**
 * Starts Firestore on `app`. Imported dynamically: this module is where the Firestore SDK enters the build.
 *
 * Firestore Lite, not the full SDK: about 28 kB gzip instead of 88, on every signed-in page. It keeps nothing
 * in the browser (no cache, so nothing of the bank's answers, products and contacts stays on what may be
 * a shared computer) and sends each write at once: offline, a write fails with `unavailable`, and the
 * form that made it keeps what was typed. Listeners are reads made again (refreshed-listeners.ts).
 */
export function openFirestore(app: FirebaseApp, { emulator }: FirestoreOptions): DocumentStore {
  const db = getFirestore(app);
  if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port);
  return createFirebaseDocumentStore(db);
}
