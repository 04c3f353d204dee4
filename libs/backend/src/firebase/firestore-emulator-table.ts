import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel, type EmulatorMockTokenOptions } from 'firebase/firestore/lite';
import { onTestFinished } from 'vitest';
import type { TableStoreMaker } from '../contract';
import type { DocumentStore } from '../ports/document-port';
import { createFirebaseDocumentStore } from './firebase-document-store';
import { parseEmulatorHost } from './firebase-config';

/** A demo project: the emulator serves it offline, and a real project of that name cannot exist. */
const projectId = 'demo-tellr';
// tools/firebase-emulator/run-rules-tests.mjs starts the emulator on a free port and says where.
const { host, port } = parseEmulatorHost('FIRESTORE_EMULATOR_HOST', process.env['FIRESTORE_EMULATOR_HOST'] ?? '127.0.0.1:8080');
const emulator = `http://${host}:${port}/emulator/v1/projects/${projectId}`;
const rules = readFileSync(new URL('../../../../firebase/firestore.rules', import.meta.url), 'utf8');

/** The address Storage gives a stored file: what the rules take as a photo's URL. */
export const storageDownloadUrl = (path: string) => `https://firebasestorage.googleapis.com/v0/b/${projectId}.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=t`;

// A refused write is what half the cases expect: the SDK's log of each one is noise.
setLogLevel('silent');

let apps = 0;

/** The Firebase adapter's document store on the emulator, as `token`'s user ('owner': with the rules switched off). */
export function emulatorStoreAs(token: EmulatorMockTokenOptions | 'owner' | null): DocumentStore {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `write-table-${(apps += 1)}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, host, port, token ? { mockUserToken: token } : {});
  onTestFinished(() => deleteApp(app));
  return createFirebaseDocumentStore(db);
}

let rulesLoaded: Promise<void> | undefined;

async function loadRules(): Promise<void> {
  const response = await fetch(`${emulator}:securityRules`, { method: 'PUT', body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }) });
  if (!response.ok) throw new Error(`The emulator refused firebase/firestore.rules: ${await response.text()}`);
}

/**
 * The shared table's backend in Firebase: the emulator emptied, the case's documents written with the
 * rules off, then the Firebase adapter signed in as the case's user (a token as Firebase Auth issues it,
 * signed in now) or as nobody.
 */
export const firestoreEmulatorTableStore: TableStoreMaker = async ({ documents, as }) => {
  await (rulesLoaded ??= loadRules());
  const cleared = await fetch(`${emulator}/databases/(default)/documents`, { method: 'DELETE' });
  if (!cleared.ok) throw new Error(`The emulator could not be emptied: HTTP ${cleared.status}`);
  await emulatorStoreAs('owner').batch(documents.map(({ path, data }) => ({ type: 'set', path, data })));
  const signedInAt = Math.floor(Date.now() / 1000);
  return emulatorStoreAs(as ? { sub: as.uid, user_id: as.uid, email: as.email, email_verified: as.emailVerified, iat: signedInAt, auth_time: signedInAt } : null);
};
