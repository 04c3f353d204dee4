// The Cloud Functions of the assistant. Only the wiring lives here; what they do is in the workspace's
// libraries, tested there (libs/assistant-data/src/lead-mail.ts), and bundled in by the build.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { defineString } from 'firebase-functions/params';
import {
  onDocumentCreated,
  onDocumentWrittenWithAuthContext,
  type Change,
  type DocumentSnapshot,
  type FirestoreAuthEvent,
  type FirestoreEvent,
  type QueryDocumentSnapshot,
} from 'firebase-functions/v2/firestore';
// The modules themselves, not the libraries' indexes: those also hold the browser's React bindings.
import { countChatEvent } from '../../../libs/assistant-contract/src/chat-event-counting';
import type { ChatEvent } from '../../../libs/assistant-contract/src/chat-events';
import { keepWithinDailyCap, type CappedKind } from '../../../libs/assistant-contract/src/daily-caps';
import { emailDestinationNotice, emailNewLead, type MailTexts } from '../../../libs/assistant-data/src/lead-mail';
import { paths } from '../../../libs/data-paths/src/paths';
import { auditChangeOf, replacedDestinationEmail } from '../../../libs/document-rules/src/audit-change';
import en from '../../../locales/en/local-mail.json';
import mk from '../../../locales/mk/local-mail.json';
import sq from '../../../locales/sq/local-mail.json';

initializeApp();

/** The console's address, for the link to the leads in the e-mail (e.g. https://console.bank.mk). */
const consoleUrl = defineString('CONSOLE_URL');
const texts: Record<string, MailTexts> = { mk, en, sq };

/** A page of the console, as an absolute address for an e-mail. */
const consoleLink = (page: string) => new URL(page, `${consoleUrl.value().replace(/\/$/u, '')}/`).href;

/** A stored document as plain data, or null when it is missing. */
const read = async (path: string) => (await getFirestore().doc(path).get()).data() ?? null;

/** Adds one to the count at `path`, atomically, and returns it. */
const countOne = (path: string) =>
  getFirestore().runTransaction(async (transaction) => {
    const counted = getFirestore().doc(path);
    const stored = (await transaction.get(counted)).data()?.['count'];
    const count = (typeof stored === 'number' ? stored : 0) + 1;
    transaction.set(counted, { count, updatedAt: FieldValue.serverTimestamp() });
    return count;
  });

/**
 * Whether a document a customer left is kept (`DAILY_CAPS`: the rules cannot count); one past the day's
 * cap is deleted as it arrives.
 */
async function keptWithinDailyCap(event: FirestoreEvent<QueryDocumentSnapshot | undefined, { mode: string; assistantId: string }>, kind: CappedKind): Promise<boolean> {
  if (!event.data) return false;
  if (await keepWithinDailyCap(countOne, read, event.params.mode, event.params.assistantId, kind, Date.parse(event.time))) return true;
  await event.data.ref.delete();
  return false;
}

/**
 * A customer's new request to be contacted, kept within the day's cap, becomes an e-mail to the bank (sent
 * by the Trigger Email extension).
 */
export const emailNewLeadToBank = onDocumentCreated({ document: 'mode/{mode}/leads/{assistantId}/items/{leadId}', region: 'europe-west1' }, async (event) => {
  const lead = event.data?.data();
  if (!lead || !(await keptWithinDailyCap(event, 'leads'))) return;
  await emailNewLead(
    { get: read, set: async (path, data) => void (await getFirestore().doc(path).create(data)), countOne },
    event.params,
    lead,
    consoleLink('leads'),
    (language) => texts[language] ?? mk,
    Date.parse(event.time),
  );
});

/** A question the chat could not answer is kept within the day's cap. */
export const capUnansweredQuestions = onDocumentCreated({ document: 'mode/{mode}/analytics/{assistantId}/unanswered/{questionId}', region: 'europe-west1' }, async (event) => {
  await keptWithinDailyCap(event, 'unanswered');
});

/** The same map with every number turned into Firestore's increment by that number. */
function asIncrements(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, typeof value === 'number' ? FieldValue.increment(value) : typeof value === 'object' && value !== null ? asIncrements(value as Record<string, unknown>) : value]),
  );
}

/**
 * A chat's event (allowed by the rules: customers cannot write counters) is added to its day's and
 * month's counters and deleted. The day is the server's, in the bank's time zone.
 */
export const countChatEventInCounters = onDocumentCreated({ document: 'mode/{mode}/analytics/{assistantId}/events/{eventId}', region: 'europe-west1' }, async (event) => {
  const data = event.data?.data();
  if (!data) return;
  const db = getFirestore();
  await countChatEvent(
    {
      get: read,
      add: async (path, values) => void (await db.doc(path).set(asIncrements(values), { merge: true })),
      remove: async (path) => void (await db.doc(path).delete()),
    },
    event.data?.ref.path ?? '',
    data as ChatEvent,
    Date.parse(event.time),
  );
});

/**
 * The account's audit trail (who changed the settings, answers, products, allowed websites or publishing,
 * and when), written here where no client can skip or forge it; and a notice to the old destination
 * address when the bank's changes. The same as the local backend does in the write's transaction.
 */
type AccountWrite = FirestoreAuthEvent<Change<DocumentSnapshot> | undefined, Record<string, string>>;

/** The written document's path from the database's root (`mode/…`). */
const pathOf = (event: AccountWrite) => event.data?.after.ref.path ?? event.data?.before.ref.path ?? '';

async function keepAuditTrail(event: AccountWrite): Promise<void> {
  const before = event.data?.before.data() ?? null;
  const after = event.data?.after.data() ?? null;
  const path = pathOf(event);
  const change = auditChangeOf(path, before, after);
  const replaced = replacedDestinationEmail(path, before, after);
  if (!change && !replaced) return;
  const db = getFirestore();
  const [, mode = '', , uid = ''] = path.split('/');
  if (change) {
    const by = event.authId ?? '';
    const email = by ? await getAuth().getUser(by).then((user) => user.email ?? '', () => '') : '';
    await db.collection(paths.accountAudit(mode, uid)).add({ ...change, at: Date.parse(event.time), by: { uid: by, email } });
  }
  if (replaced) {
    const language = (after?.['profile'] as Record<string, unknown> | undefined)?.['language'];
    await emailDestinationNotice({ set: async (mailPath, data) => void (await db.doc(mailPath).create(data)) }, replaced, typeof language === 'string' ? language : 'mk', consoleLink('settings'), (code) => texts[code] ?? mk, `destination-${event.id}`);
  }
}

export const auditAccount = onDocumentWrittenWithAuthContext({ document: 'mode/{mode}/accounts/{uid}', region: 'europe-west1' }, keepAuditTrail);
// A multi-segment wildcard may match no segment at all: the account document is the trigger above's alone.
export const auditAccountData = onDocumentWrittenWithAuthContext({ document: 'mode/{mode}/accounts/{uid}/{path=**}', region: 'europe-west1' }, (event) =>
  pathOf(event).split('/').length > 4 ? keepAuditTrail(event) : undefined,
);
