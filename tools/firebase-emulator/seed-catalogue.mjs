#!/usr/bin/env node
// Loads the demo FAQ catalogue into a Firebase project or the Firestore emulator with the Admin SDK
// (which the security rules do not apply to: clients can never write the catalogue). Every document
// keeps its id and is written whole, so a second run changes nothing. The demo account is written
// only on request: a real project should not get a user with a published password by accident.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { batches, countByArea } from './seed/batches.mjs';
import { parseSeedArguments, usage } from './seed/seed-arguments.mjs';
import { catalogueDocuments, demoAccountDocuments, parseDemoAccount, readJson } from './seed/seed-documents.mjs';

const root = new URL('../..', import.meta.url).pathname;

let options;
try {
  options = parseSeedArguments(process.argv.slice(2));
} catch (error) {
  console.error(`${error.message}\n\n${usage}`);
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}

const generated = (name) => readJson(join(root, 'libs', 'demo-data', 'src', 'generated', name));
const file = generated('demo-catalogue.json');
const demoAccount = options.withDemoAccount ? parseDemoAccount(readFileSync(join(root, 'libs', 'demo-data', 'src', 'demo-account.ts'), 'utf8')) : null;
const documents = [...catalogueDocuments(file, options.mode), ...(demoAccount ? demoAccountDocuments(file, generated('demo-account.json'), options.mode, demoAccount.uid) : [])];
const target = options.emulator ? `the emulator (project ${options.projectId})` : `project ${options.projectId}`;

console.log(`${options.dryRun ? 'Would write' : 'Writing'} ${documents.length} documents in ${batches(documents).length} batches to ${target}:`);
for (const [area, count] of Object.entries(countByArea(documents))) console.log(`  ${area}: ${count}`);
if (demoAccount) console.log(`  and the verified user ${demoAccount.email} (uid ${demoAccount.uid})`);
if (options.dryRun) process.exit(0);

if (options.emulator) {
  // The Admin SDK talks to an emulator only through these variables; default to firebase.json's ports.
  const { emulators } = readJson(join(root, 'firebase', 'firebase.json'));
  process.env.FIRESTORE_EMULATOR_HOST ??= `${emulators.firestore.host}:${emulators.firestore.port}`;
  if (demoAccount) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${emulators.auth.host}:${emulators.auth.port}`;
  console.log(`Firestore emulator: ${process.env.FIRESTORE_EMULATOR_HOST}`);
}

const { initializeApp } = await import('firebase-admin/app');
const { getFirestore } = await import('firebase-admin/firestore');
const app = initializeApp({ projectId: options.projectId });
const db = getFirestore(app);

let written = 0;
for (const batch of batches(documents)) {
  const writes = db.batch();
  for (const { path, data } of batch) writes.set(db.doc(path), data);
  await writes.commit();
  written += batch.length;
  console.log(`  ${written}/${documents.length}`);
}

if (demoAccount) {
  const { getAuth } = await import('firebase-admin/auth');
  const auth = getAuth(app);
  const properties = { email: demoAccount.email, password: demoAccount.password, emailVerified: true };
  try {
    await auth.updateUser(demoAccount.uid, properties);
    console.log(`Updated the user ${demoAccount.email}.`);
  } catch (error) {
    if (error?.code !== 'auth/user-not-found') throw error;
    await auth.createUser({ uid: demoAccount.uid, ...properties });
    console.log(`Created the user ${demoAccount.email}.`);
  }
}
console.log('Done.');
