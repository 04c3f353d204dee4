// firebase/firestore.rules on the Firestore emulator: what the shared table of allowed and refused
// writes (libs/backend/src/contract/write-table, run on both backends) does not cover: the catalogue
// that only the Admin SDK writes, the age of a session (the token's auth_time), and paths outside the
// data layout.
import { after, before, beforeEach, describe, it } from 'node:test';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { answerDocument, loanDocument, profile, storageUrl } from './documents.mjs';
import { accountPath, alice, answerPath, bob, cataloguePath, earlierFilesPath, filesPath, mode, productPath, requesters, startRulesEnvironment } from './rules-environment.mjs';

let environment;
let as;

/** Writes with the rules switched off: the state a test starts from. */
const given = (path, data) => environment.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), path), data));
const db = (context) => context.firestore();

before(async () => {
  environment = await startRulesEnvironment();
  as = requesters(environment);
});
beforeEach(async () => {
  await environment.clearFirestore();
  await given(cataloguePath(), { top: true, question: 'Како да ја блокирам картичката?', category: 'Cards', default_answer: { text: 'Јавете се.', scenario: null, type: 'text' } });
  await given(accountPath(alice), { profile: profile() });
});
after(() => environment.cleanup());

describe('the catalogue', () => {
  it('is readable by any signed-in user, verified or not', async () => {
    await assertSucceeds(getDocs(collection(db(as.verified(alice)), `mode/${mode}/faqs/languages/mk`)));
    await assertSucceeds(getDoc(doc(db(as.unverified('carol-uid')), cataloguePath())));
  });

  it('is never writable from a client', async () => {
    const alices = db(as.verified(alice));
    await assertFails(setDoc(doc(alices, cataloguePath('new-question')), { top: false, question: 'x', category: 'Other' }));
    await assertFails(updateDoc(doc(alices, cataloguePath()), { top: false }));
    await assertFails(deleteDoc(doc(alices, cataloguePath())));
  });
});

describe('a session older than 12 hours (auth_time)', () => {
  const assistantId = 'a-alice';
  const ownersReads = (firestore) => [
    getDoc(doc(firestore, cataloguePath())),
    getDoc(doc(firestore, accountPath(alice))),
    getDocs(collection(firestore, `${accountPath(alice)}/faqs/mk/collection`)),
    getDocs(collection(firestore, `mode/${mode}/analytics/${assistantId}/days`)),
    getDocs(collection(firestore, `mode/${mode}/leads/${assistantId}/items`)),
  ];
  beforeEach(() => given(`mode/${mode}/assistants/${assistantId}`, { owner: alice }));

  it('reads nothing: the catalogue, the own account and its answers, the assistant’s analytics and leads', async () => {
    for (const read of ownersReads(db(as.signedInHoursAgo(alice, 12.1)))) await assertFails(read);
  });

  it('writes nothing, even with a verified e-mail', async () => {
    const stale = db(as.signedInHoursAgo(alice, 12.1));
    await assertFails(setDoc(doc(stale, accountPath(alice)), { profile: profile() }, { merge: true }));
    await assertFails(setDoc(doc(stale, answerPath(alice)), answerDocument()));
    await given(answerPath(alice, 'atm-daily-limit'), answerDocument());
    await assertFails(deleteDoc(doc(stale, answerPath(alice, 'atm-daily-limit'))));
  });

  it('is still served just before the limit', async () => {
    const recent = db(as.signedInHoursAgo(alice, 11.9));
    for (const read of ownersReads(recent)) await assertSucceeds(read);
    await assertSucceeds(setDoc(doc(recent, answerPath(alice)), answerDocument(), { merge: true }));
  });
});

// The local backend's addresses are page-lived blob: URLs that name no folder: the shared table checks
// stored paths, and only Storage's download addresses can be checked here.
describe("a product photo's download address", () => {
  const withPhotoAt = (path) => ({ ...loanDocument(), photo: { path: `${filesPath(alice)}/products/loans/l1/loan.png`, url: storageUrl(path) } });

  it("is Storage's address of a file in the owner's folder, or in the folder its files had before", async () => {
    const alices = db(as.verified(alice));
    await assertSucceeds(setDoc(doc(alices, productPath(alice, 'loans')), withPhotoAt(`${filesPath(alice)}/products/loans/l1/loan.png`)));
    await assertSucceeds(setDoc(doc(alices, productPath(alice, 'loans', 'p2')), withPhotoAt(`${earlierFilesPath(alice)}/products/loans/l1/loan.png`)));
  });

  it("is never one of another account's folder, today's or earlier, nor of a folder named by the user id", async () => {
    const alices = db(as.verified(alice));
    await assertFails(setDoc(doc(alices, productPath(alice, 'loans')), withPhotoAt(`${filesPath(bob)}/products/loans/l1/loan.png`)));
    await assertFails(setDoc(doc(alices, productPath(alice, 'loans')), withPhotoAt(`${earlierFilesPath(bob)}/products/loans/l1/loan.png`)));
    await assertFails(setDoc(doc(alices, productPath(alice, 'loans')), withPhotoAt(`mode/${mode}/files/${alice}/products/loans/l1/loan.png`)));
  });
});

describe('paths outside the data layout', () => {
  it('are closed', async () => {
    const alices = db(as.verified(alice));
    await assertFails(getDoc(doc(alices, 'settings/global')));
    await assertFails(setDoc(doc(alices, `mode/${mode}/other/${alice}`), { a: 1 }));
    await assertFails(setDoc(doc(alices, `${accountPath(alice)}/faqs/mk`), { a: 1 }));
    await assertFails(setDoc(doc(alices, `${accountPath(alice)}/notes/n1`), { a: 1 }));
    await assertFails(setDoc(doc(alices, answerPath(alice, 'cards-block', 'de')), answerDocument()));
    await assertFails(setDoc(doc(alices, productPath(alice, 'mortgages')), loanDocument()));
  });
});

