// One rules-unit-testing environment per test file, on the emulators that
// `firebase emulators:exec` started (it sets FIRESTORE_EMULATOR_HOST and
// FIREBASE_STORAGE_EMULATOR_HOST), with the rules files the project deploys.
import { createHash } from 'node:crypto';
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
// paths.accountFiles and filesKeyOf in libs/data-paths: the folder is named by the SHA-256 of the user id.
export const filesPath = (uid) => `mode/${mode}/files/${createHash('sha256').update(uid).digest('hex')}`;
// paths.earlierAccountFiles: where files were kept before.
export const earlierFilesPath = (uid) => `${accountPath(uid)}/files`;
export const cataloguePath = (faqId = 'cards-block', locale = 'mk') => `mode/${mode}/faqs/languages/${locale}/${faqId}`;

export function startRulesEnvironment() {
  return initializeTestEnvironment({
    projectId,
    ...(process.env.FIRESTORE_EMULATOR_HOST ? { firestore: { rules: readFileSync(join(firebaseFolder, 'firestore.rules'), 'utf8') } } : {}),
    ...(process.env.FIREBASE_STORAGE_EMULATOR_HOST ? { storage: { rules: readFileSync(join(firebaseFolder, 'storage.rules'), 'utf8') } } : {}),
  });
}

const hour = 60 * 60;

/**
 * An ID token of a sign-in `ageSeconds` ago (its auth_time, which the rules read), refreshed by the SDK
 * within the last minute as tokens are every hour.
 */
const token = (uid, emailVerified, ageSeconds = 0) => {
  const now = Math.floor(Date.now() / 1000);
  const signedInAt = Math.floor(now - ageSeconds);
  return { email: `${uid}@bank.example`, email_verified: emailVerified, auth_time: signedInAt, iat: Math.max(signedInAt, now - 60) };
};

/** The kinds of requester the rules tell apart. */
export const requesters = (environment) => ({
  signedOut: () => environment.unauthenticatedContext(),
  verified: (uid) => environment.authenticatedContext(uid, token(uid, true)),
  unverified: (uid) => environment.authenticatedContext(uid, token(uid, false)),
  /** Verified, signed in `hours` ago (a session ends after 12). */
  signedInHoursAgo: (uid, hours) => environment.authenticatedContext(uid, token(uid, true, hours * hour)),
});
