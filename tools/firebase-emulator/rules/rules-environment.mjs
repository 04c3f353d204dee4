// One rules-unit-testing environment per test file, on the emulators that
// `firebase emulators:exec` started (it sets FIRESTORE_EMULATOR_HOST and
// FIREBASE_STORAGE_EMULATOR_HOST), with the rules files the project deploys.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';

const firebaseFolder = new URL('../../../firebase/', import.meta.url).pathname;
const projectId = 'demo-tellr';

export const mode = 'staging';
export const alice = 'alice-uid';
export const bob = 'bob-uid';

export const accountPath = (uid) => `mode/${mode}/accounts/${uid}`;
export const answerPath = (uid, faqId = 'cards-block', locale = 'mk') => `${accountPath(uid)}/faqs/${locale}/collection/${faqId}`;
export const productPath = (uid, kind, id = 'p1', locale = 'mk') => `${accountPath(uid)}/products/${locale}/${kind}/${id}`;
export const filesPath = (uid) => `${accountPath(uid)}/files`;
export const cataloguePath = (faqId = 'cards-block', locale = 'mk') => `mode/${mode}/faqs/languages/${locale}/${faqId}`;

export function startRulesEnvironment() {
  return initializeTestEnvironment({
    projectId,
    firestore: { rules: readFileSync(join(firebaseFolder, 'firestore.rules'), 'utf8') },
    storage: { rules: readFileSync(join(firebaseFolder, 'storage.rules'), 'utf8') },
  });
}

/** The three kinds of requester the rules tell apart. */
export const requesters = (environment) => ({
  signedOut: () => environment.unauthenticatedContext(),
  verified: (uid) => environment.authenticatedContext(uid, { email: `${uid}@bank.example`, email_verified: true }),
  unverified: (uid) => environment.authenticatedContext(uid, { email: `${uid}@bank.example`, email_verified: false }),
});
