// firebase/firestore.rules on the Firestore emulator: the access model of
// libs/backend/src/local/access-rule.ts, then the validation of every document the console writes.
import { after, before, beforeEach, describe, it } from 'node:test';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, deleteField, doc, getDoc, getDocs, increment, serverTimestamp, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { accountDocument, answerDocument, attachment, cardDocument, depositDocument, loanDocument, profile } from './documents.mjs';
import { accountPath, alice, answerPath, bob, cataloguePath, mode, productPath, requesters, startRulesEnvironment } from './rules-environment.mjs';

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
  await given(accountPath(bob), { profile: profile() });
  await given(answerPath(bob), answerDocument());
  await given(`${accountPath(alice)}/analytics/2026-11-20`, { sessions: 4, conversations: 3 });
});
after(() => environment.cleanup());

describe('signed out', () => {
  it('reads nothing, neither the catalogue nor an account', async () => {
    const anonymous = db(as.signedOut());
    await assertFails(getDoc(doc(anonymous, cataloguePath())));
    await assertFails(getDocs(collection(anonymous, `mode/${mode}/faqs/languages/mk`)));
    await assertFails(getDoc(doc(anonymous, accountPath(alice))));
  });

  it('writes nothing, not even a new account document', async () => {
    await assertFails(setDoc(doc(db(as.signedOut()), accountPath('nobody')), { profile: profile() }));
  });
});

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

describe('own account', () => {
  it('is readable with everything below it, the analytics included', async () => {
    const alices = db(as.verified(alice));
    await assertSucceeds(getDoc(doc(alices, accountPath(alice))));
    await assertSucceeds(getDocs(collection(alices, `${accountPath(alice)}/faqs/mk/collection`)));
    await assertSucceeds(getDoc(doc(alices, `${accountPath(alice)}/analytics/2026-11-20`)));
  });

  it('takes the full account document the settings write', async () => {
    await assertSucceeds(setDoc(doc(db(as.verified(alice)), accountPath(alice)), accountDocument(), { merge: true }));
  });

  it('takes an answer with a verified e-mail and never deletes it', async () => {
    const alices = db(as.verified(alice));
    await assertSucceeds(setDoc(doc(alices, answerPath(alice)), answerDocument(), { merge: true }));
    await assertFails(deleteDoc(doc(alices, answerPath(alice))));
  });

  it('takes the withdrawal of an answer (the bank’s own, emptied), which no default answer then replaces', async () => {
    const alices = db(as.verified(alice));
    await assertSucceeds(setDoc(doc(alices, answerPath(alice)), answerDocument(), { merge: true }));
    await assertSucceeds(setDoc(doc(alices, answerPath(alice)), answerDocument({ text: '', attachments: [] })));
    await assertFails(setDoc(doc(alices, answerPath(alice)), answerDocument({ text: 'Јавете се.', attachments: [], source: 'default' })));
  });

  it('takes hiding a question and showing it again, booleans only, and never deletes the document', async () => {
    const alices = db(as.verified(alice));
    const hidden = doc(alices, `${accountPath(alice)}/faqSettings/hidden`);
    await assertSucceeds(setDoc(hidden, { 'card-block': true }, { merge: true }));
    await assertSucceeds(setDoc(hidden, { 'card-block': deleteField() }, { merge: true }));
    await assertFails(setDoc(hidden, { 'card-block': 'yes' }, { merge: true }));
    await assertFails(setDoc(hidden, Object.fromEntries(Array.from({ length: 1001 }, (_, index) => [`q${index}`, true]))));
    await assertFails(deleteDoc(hidden));
    await assertFails(setDoc(doc(db(as.unverified(alice)), `${accountPath(alice)}/faqSettings/hidden`), { 'card-block': true }));
  });

  // The one list of writable documents (libs/document-rules), as the local backend's contract tests it.
  it('refuses documents the console never writes and environments it does not know', async () => {
    const alices = db(as.verified(alice));
    await assertFails(setDoc(doc(alices, `${accountPath(alice)}/notes/n1`), { text: 'x' }));
    await assertFails(setDoc(doc(alices, `mode/dev/accounts/${alice}`), { profile: profile() }));
  });

  it("refuses files of another account, a time of the client's own, http and malformed addresses", async () => {
    const alices = db(as.verified(alice));
    await assertFails(setDoc(doc(alices, answerPath(alice)), answerDocument({ attachments: [{ ...attachment(), path: `mode/${mode}/accounts/${bob}/files/faq/mk/faq-1/x.pdf` }] })));
    await assertFails(setDoc(doc(alices, answerPath(alice)), answerDocument({ updatedAt: new Date(2020, 0, 1) })));
    await assertFails(setDoc(doc(alices, productPath(alice, 'cards')), cardDocument({ url: 'http://demobanka.example/cards' })));
    await assertFails(setDoc(doc(alices, productPath(alice, 'cards')), cardDocument({ destinationEmail: 'not an address' })));
    await assertFails(setDoc(doc(alices, accountPath(alice)), { assistant: { avatar: { default: 'https://elsewhere.example/p.png', path: `mode/${mode}/accounts/${alice}/files/assistant/p.png` } } }, { merge: true }));
  });

  it('takes the import of default answers: answers and progress in one batch', async () => {
    const batch = writeBatch(db(as.verified(alice)));
    batch.set(doc(db(as.verified(alice)), answerPath(alice, 'atm-daily-limit', 'en')), {
      answer: { text: 'Up to 40,000 MKD a day.', attachments: [], source: 'default', updatedAt: serverTimestamp() },
    });
    batch.set(doc(db(as.verified(alice)), accountPath(alice)), { faqImport: { status: 'running', done: 1, total: 300 } }, { merge: true });
    await assertSucceeds(batch.commit());
  });

  it('never deletes the account document', async () => {
    await assertFails(deleteDoc(doc(db(as.verified(alice)), accountPath(alice))));
  });

  it('leaves the analytics read-only: they are written on the server side', async () => {
    await assertFails(setDoc(doc(db(as.verified(alice)), `${accountPath(alice)}/analytics/2026-11-21`), { sessions: 1 }));
  });
});

describe("another user's account", () => {
  it('is neither readable nor writable', async () => {
    const alices = db(as.verified(alice));
    await assertFails(getDoc(doc(alices, accountPath(bob))));
    await assertFails(getDocs(collection(alices, `${accountPath(bob)}/faqs/mk/collection`)));
    await assertFails(setDoc(doc(alices, accountPath(bob)), { profile: profile() }, { merge: true }));
    await assertFails(setDoc(doc(alices, answerPath(bob)), answerDocument()));
    await assertFails(deleteDoc(doc(alices, answerPath(bob))));
    await assertFails(setDoc(doc(alices, `${accountPath(bob)}/faqSettings/hidden`), { 'card-block': true }, { merge: true }));
  });

  it('cannot be found by listing the accounts', async () => {
    await assertFails(getDocs(collection(db(as.verified(alice)), `mode/${mode}/accounts`)));
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

describe('unverified e-mail', () => {
  const carol = 'carol-uid';

  it('may create and update the account document itself, as the registration form does', async () => {
    const carols = db(as.unverified(carol));
    await assertSucceeds(setDoc(doc(carols, accountPath(carol)), { profile: profile() }, { merge: true }));
    await assertSucceeds(setDoc(doc(carols, accountPath(carol)), { profile: { ...profile(), company: 'Друга Банка' } }, { merge: true }));
    await assertSucceeds(getDoc(doc(carols, accountPath(carol))));
  });

  it('still gets the account document validated', async () => {
    await assertFails(setDoc(doc(db(as.unverified(carol)), accountPath(carol)), { profile: profile(), isAdmin: true }));
  });

  it('writes nothing but the profile of the account document (no destination e-mail planted before the owner verifies)', async () => {
    const carols = db(as.unverified(carol));
    await assertFails(setDoc(doc(carols, accountPath(carol)), { profile: profile(), bank: { destinationEmail: 'thief@example.com' } }, { merge: true }));
    await assertFails(setDoc(doc(carols, accountPath(carol)), { assistant: { name: 'Vesna' } }, { merge: true }));
    await assertSucceeds(setDoc(doc(db(as.verified(carol)), accountPath(carol)), { bank: { destinationEmail: 'leads@bank.example' } }, { merge: true }));
  });

  it('writes nothing below the account document', async () => {
    const carols = db(as.unverified(carol));
    await assertFails(setDoc(doc(carols, answerPath(carol)), answerDocument()));
    await assertFails(setDoc(doc(carols, productPath(carol, 'cards')), cardDocument()));
    await assertFails(deleteDoc(doc(carols, answerPath(carol))));
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

describe('the account document refuses', () => {
  const refused = (data) => assertFails(setDoc(doc(db(as.verified(alice)), accountPath(alice)), data, { merge: true }));

  it('keys the console does not write, at any level', async () => {
    await refused({ role: 'admin' });
    await refused({ profile: { ...profile(), isAdmin: true } });
    await refused({ assistant: { name: 'Весна', avatar: { default: '', path: '', size: 1 } } });
    await refused({ bank: { name: 'Банка', iban: 'MK07' } });
    await refused({ faqImport: { status: 'done', done: 1, total: 1, by: 'x' } });
  });

  it('values of the wrong type or outside their choices', async () => {
    await refused({ profile: { ...profile(), name: 42 } });
    await refused({ profile: { ...profile(), language: 'de' } });
    await refused({ profile: { ...profile(), customerType: 'vip' } });
    await refused({ profile: { ...profile(), updatedAt: 'yesterday' } });
    await refused({ profile: 'Ана' });
    await refused({ assistant: { bubbleColor: 'red' } });
    await refused({ faqImport: { status: 'paused', done: 0, total: 1 } });
    await refused({ faqImport: { status: 'running', done: '1', total: 3 } });
    await refused({ faqImport: { status: 'running', done: 4, total: 3 } });
    await refused({ bank: { timeZone: 'Mars/Olympus' } });
    await refused({ bank: { currency: 'BTC' } });
    await refused({ bank: { consent: { de: 'Ich stimme zu.' } } });
    await refused({ bank: { consent: { mk: 'x'.repeat(601) } } });
  });

  it('oversized strings', async () => {
    await refused({ profile: { ...profile(), company: 'x'.repeat(201) } });
    await refused({ bank: { phone: '1'.repeat(51) } });
    await refused({ assistant: { avatar: { default: `https://x/${'a'.repeat(2048)}` } } });
  });

  it('but takes the longest values allowed', async () => {
    await assertSucceeds(
      setDoc(
        doc(db(as.verified(alice)), accountPath(alice)),
        { profile: { ...profile(), company: 'x'.repeat(200) }, bank: { phone: '1'.repeat(50), timeZone: 'Europe/Tirane', currency: 'EUR' } },
        { merge: true },
      ),
    );
  });
});

describe('an answer refuses', () => {
  const refused = (data) => assertFails(setDoc(doc(db(as.verified(alice)), answerPath(alice)), data));

  it('keys the console does not write', async () => {
    await refused({ ...answerDocument(), owner: alice });
    await refused(answerDocument({ likes: 3 }));
    await refused(answerDocument({ attachments: [{ ...attachment(), url: 'https://x' }] }));
  });

  it('values of the wrong type', async () => {
    await refused(answerDocument({ text: 42 }));
    await refused(answerDocument({ attachments: 'tariff.pdf' }));
    await refused(answerDocument({ source: 'robot' }));
    await refused(answerDocument({ attachments: [attachment({ contentType: 'text/html' })] }));
    await refused(answerDocument({ attachments: [attachment({ size: '1024' })] }));
    await refused({ answer: 'Јавете се.' });
  });

  it('text longer than the editor allows (4000)', async () => {
    await refused(answerDocument({ text: 'x'.repeat(4001) }));
    await assertSucceeds(setDoc(doc(db(as.verified(alice)), answerPath(alice)), answerDocument({ text: 'x'.repeat(4000) })));
  });

  it('more attachments than the editor allows (5), or one larger than 5 MB', async () => {
    await refused(answerDocument({ attachments: Array.from({ length: 6 }, (_, index) => attachment({ name: `f${index}.pdf` })) }));
    await refused(answerDocument({ attachments: [attachment({ size: 5 * 1024 * 1024 + 1 })] }));
    const five = Array.from({ length: 5 }, (_, index) => attachment({ name: `f${index}.pdf`, size: 5 * 1024 * 1024 }));
    await assertSucceeds(setDoc(doc(db(as.verified(alice)), answerPath(alice)), answerDocument({ attachments: five })));
  });
});

describe('products', () => {
  const write = (kind, data) => setDoc(doc(db(as.verified(alice)), productPath(alice, kind)), data);

  it('take a card, a loan and a deposit as the console writes them', async () => {
    await assertSucceeds(write('cards', cardDocument()));
    await assertSucceeds(write('loans', loanDocument()));
    await assertSucceeds(write('deposits', depositDocument()));
    await assertSucceeds(deleteDoc(doc(db(as.verified(alice)), productPath(alice, 'cards'))));
  });

  it("take CaSys cards, a loan's effective rate, fixed years, fees and e-mail, and a deposit's minimum, page and e-mail", async () => {
    const loan = loanDocument();
    const deposit = depositDocument();
    await assertSucceeds(write('cards', { ...cardDocument(), fields: { ...cardDocument().fields, brand: 'casys' } }));
    await assertSucceeds(
      write('loans', { ...loan, fields: { ...loan.fields, effectiveRate: 6.42, fixedRateYears: 5, destinationEmail: 'krediti@demobanka.example' }, texts: { ...loan.texts, fees: 'x'.repeat(300) } }),
    );
    await assertSucceeds(write('deposits', { ...deposit, fields: { ...deposit.fields, minAmount: 500, url: 'https://demobanka.example/depoziti', destinationEmail: 'depoziti@demobanka.example' } }));
    await assertFails(write('loans', { ...loan, fields: { ...loan.fields, effectiveRate: 101 } }));
    await assertFails(write('loans', { ...loan, fields: { ...loan.fields, fixedRateYears: 2.5 } }));
    await assertFails(write('loans', { ...loan, fields: { ...loan.fields, destinationEmail: 'krediti' } }));
    await assertFails(write('loans', { ...loan, texts: { ...loan.texts, fees: 'x'.repeat(301) } }));
    await assertFails(write('deposits', { ...deposit, fields: { ...deposit.fields, minAmount: -1 } }));
    await assertFails(write('deposits', { ...deposit, fields: { ...deposit.fields, url: 'http://demobanka.example/depoziti' } }));
  });

  it('take denars with a EUR clause (only denars) and the first and last day of an offer, in order', async () => {
    const loan = loanDocument();
    const deposit = depositDocument();
    const withFields = (document, fields) => ({ ...document, fields: { ...document.fields, ...fields } });
    await assertSucceeds(write('loans', withFields(loan, { currency: 'MKD', eurClause: true, validFrom: '2026-12-01', validUntil: '2026-12-31' })));
    await assertSucceeds(write('deposits', withFields(deposit, { currency: 'MKD', eurClause: false, validUntil: '2027-03-31' })));
    await assertFails(write('deposits', withFields(deposit, { currency: 'EUR', eurClause: true })));
    await assertFails(write('loans', withFields(loan, { validFrom: '2026-12-31', validUntil: '2026-12-01' })));
    await assertFails(write('loans', withFields(loan, { validUntil: '31.12.2026' })));
    await assertFails(write('cards', withFields(cardDocument(), { validUntil: '2026-12-31' })));
    await assertSucceeds(write('deposits', withFields(deposit, { termRates: { 3: 1.5, 12: 3.2 } })));
    await assertFails(write('deposits', withFields(deposit, { termRates: { 7: 2 } })));
    await assertFails(write('deposits', withFields(deposit, { termRates: { 12: 120 } })));
  });

  it('take whether a product is hidden from customers, as true or false only', async () => {
    await assertSucceeds(write('cards', { ...cardDocument(), hidden: true }));
    await assertSucceeds(write('loans', { ...loanDocument(), hidden: false }));
    await assertFails(write('deposits', { ...depositDocument(), hidden: 'yes' }));
    await assertFails(write('cards', { ...cardDocument(), fields: { ...cardDocument().fields, hidden: true } }));
  });

  it("refuse one kind's fields under another kind", async () => {
    await assertFails(write('loans', cardDocument()));
    await assertFails(write('cards', depositDocument()));
  });

  it('refuse extra keys', async () => {
    await assertFails(write('cards', { ...cardDocument(), ownerUid: alice }));
    await assertFails(write('cards', { ...cardDocument(), fields: { ...cardDocument().fields, cashback: 2 } }));
    await assertFails(write('loans', { ...loanDocument(), texts: { name: 'Кредит', slogan: 'x' } }));
  });

  it('refuse wrong types and choices', async () => {
    await assertFails(write('cards', { ...cardDocument(), fields: { ...cardDocument().fields, type: 'gold' } }));
    await assertFails(write('cards', { ...cardDocument(), fields: { ...cardDocument().fields, price: '100' } }));
    await assertFails(write('cards', { ...cardDocument(), fields: { ...cardDocument().fields, maxInstallments: 1.5 } }));
    await assertFails(write('loans', { ...loanDocument(), fields: { ...loanDocument().fields, fixedRate: { min: 101 } } }));
    await assertFails(write('deposits', { ...depositDocument(), fields: { ...depositDocument().fields, earlyTermination: 'yes' } }));
    await assertFails(write('deposits', { ...depositDocument(), translated: 'no' }));
  });

  it('refuse a lower bound above its upper one', async () => {
    await assertFails(write('loans', { ...loanDocument(), fields: { ...loanDocument().fields, minAmount: 200000 } }));
    await assertFails(write('loans', { ...loanDocument(), fields: { ...loanDocument().fields, fixedRate: { min: 6, max: 5 } } }));
  });

  it('refuse a missing name and oversized texts', async () => {
    await assertFails(write('cards', { ...cardDocument(), texts: { bankName: 'Банка' } }));
    await assertFails(write('cards', { ...cardDocument(), texts: { name: 'x'.repeat(121) } }));
    await assertFails(write('deposits', { ...depositDocument(), texts: { name: 'Депозит', shortDescription: 'x'.repeat(301) } }));
    await assertSucceeds(write('deposits', { ...depositDocument(), texts: { name: 'x'.repeat(120), shortDescription: 'x'.repeat(300) } }));
  });
});

describe('publishing', () => {
  const assistantId = 'a-alice';
  const ownerPath = `mode/${mode}/assistants/${assistantId}`;
  const headPath = `mode/${mode}/published/${assistantId}`;
  const head = () => ({
    version: 'v1',
    parts: ['v1-mk-0'],
    publishedAt: serverTimestamp(),
    assistant: { name: 'Vesna', bubbleColor: '#0B5FFF', photo: null },
    bank: { name: 'Demo Banka', phone: '+389 2 3200 200', location: 'Skopje' },
    allowedDomains: ['demobanka.example'],
    timeZone: 'Europe/Skopje',
    currency: 'MKD',
  });

  it('lets a verified bank claim a public id and publish, and anyone, signed out too, read it', async () => {
    const alices = db(as.verified(alice));
    const batch = writeBatch(alices);
    batch.set(doc(alices, ownerPath), { owner: alice, createdAt: serverTimestamp() });
    batch.set(doc(alices, `${accountPath(alice)}/publication/state`), { assistantId }, { merge: true });
    await assertSucceeds(batch.commit());
    await assertSucceeds(setDoc(doc(alices, `${headPath}/parts/v1-mk-0`), { locale: 'mk', faqs: [], products: [] }));
    await assertSucceeds(setDoc(doc(alices, headPath), head()));
    await assertSucceeds(getDoc(doc(db(as.signedOut()), headPath)));
    await assertSucceeds(getDoc(doc(db(as.signedOut()), `${headPath}/parts/v1-mk-0`)));
  });

  it('refuses a stranger, an unverified owner and a forged owner record', async () => {
    await given(ownerPath, { owner: alice });
    await assertFails(setDoc(doc(db(as.verified(bob)), headPath), head()));
    await assertFails(setDoc(doc(db(as.unverified(alice)), headPath), head()));
    await assertFails(setDoc(doc(db(as.verified(bob)), ownerPath), { owner: bob, createdAt: serverTimestamp() }));
    await assertFails(getDoc(doc(db(as.verified(bob)), ownerPath)));
    await assertFails(setDoc(doc(db(as.verified(bob)), `mode/${mode}/assistants/new-id`), { owner: alice, createdAt: serverTimestamp() }));
  });

  it('refuses a head with fields customers must not see, and a public id that changes', async () => {
    await given(ownerPath, { owner: alice });
    const alices = db(as.verified(alice));
    await assertFails(setDoc(doc(alices, headPath), { ...head(), bank: { ...head().bank, destinationEmail: 'staff@bank.example' } }));
    await given(`${accountPath(alice)}/publication/state`, { assistantId });
    await assertFails(setDoc(doc(alices, `${accountPath(alice)}/publication/state`), { assistantId: 'another' }, { merge: true }));
  });

  it('lets a signed-out customer add to the counters of an existing assistant, which only the owner reads', async () => {
    await given(ownerPath, { owner: alice });
    const dayPath = `mode/${mode}/analytics/${assistantId}/days/2026-11-24_3`;
    const customer = db(as.signedOut());
    await assertSucceeds(setDoc(doc(customer, dayPath), { day: '2026-11-24', counts: { sessions: { web: { mk: increment(1) } } } }, { merge: true }));
    await assertFails(setDoc(doc(customer, dayPath), { day: '2026-11-25', counts: { sessions: { web: { mk: increment(1) } } } }, { merge: true }));
    await assertFails(setDoc(doc(customer, dayPath), { day: '2026-11-24', note: 'hello' }, { merge: true }));
    await assertFails(setDoc(doc(customer, `mode/${mode}/analytics/nobody/days/2026-11-24_3`), { day: '2026-11-24' }, { merge: true }));
    await assertFails(getDoc(doc(customer, dayPath)));
    await assertFails(getDoc(doc(db(as.verified(bob)), dayPath)));
    await assertSucceeds(getDoc(doc(db(as.verified(alice)), dayPath)));
  });

  it('lets a visitor report a website that framed the chat without being allowed, one sighting at a time', async () => {
    await given(ownerPath, { owner: alice });
    const reportPath = `mode/${mode}/analytics/${assistantId}/refused/https-copycat-example`;
    const visitor = db(as.signedOut());
    await assertSucceeds(setDoc(doc(visitor, reportPath), { origin: 'https://copycat.example', day: '2026-11-24', count: 1 }));
    await assertSucceeds(setDoc(doc(visitor, reportPath), { origin: 'https://copycat.example', day: '2026-11-25', count: increment(1) }, { merge: true }));
    await assertFails(setDoc(doc(visitor, reportPath), { origin: 'https://copycat.example', day: '2026-11-25', count: increment(5) }, { merge: true }));
    await assertFails(setDoc(doc(visitor, reportPath), { origin: 'https://other.example', day: '2026-11-25', count: increment(1) }, { merge: true }));
    await assertFails(getDoc(doc(visitor, reportPath)));
    await assertSucceeds(getDoc(doc(db(as.verified(alice)), reportPath)));
  });

  it("lets a customer add to the month counters the same way, naming the document's own month", async () => {
    await given(ownerPath, { owner: alice });
    const monthPath = `mode/${mode}/analytics/${assistantId}/months/2026-11_3`;
    const customer = db(as.signedOut());
    await assertSucceeds(setDoc(doc(customer, monthPath), { month: '2026-11', visits: { web: { mk: { '1': increment(1) } } } }, { merge: true }));
    await assertFails(setDoc(doc(customer, monthPath), { month: '2026-12', counts: { sessions: { web: { mk: increment(1) } } } }, { merge: true }));
    await assertFails(setDoc(doc(customer, monthPath), { day: '2026-11-24' }, { merge: true }));
    await assertFails(getDoc(doc(db(as.verified(bob)), monthPath)));
    await assertSucceeds(getDoc(doc(db(as.verified(alice)), monthPath)));
  });
});
