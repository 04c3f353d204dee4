// The Cloud Functions of the assistant. Only the wiring lives here; what they do is in the workspace's
// libraries, tested there (libs/assistant-data/src/lead-mail.ts), and bundled in by the build.
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { defineString } from 'firebase-functions/params';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
// The modules themselves, not the libraries' indexes: those also hold the browser's React bindings.
import { countChatEvent } from '../../../libs/assistant-contract/src/chat-event-counting';
import type { ChatEvent } from '../../../libs/assistant-contract/src/chat-events';
import { emailNewLead, type MailTexts } from '../../../libs/assistant-data/src/lead-mail';
import en from '../../../locales/en/local-mail.json';
import mk from '../../../locales/mk/local-mail.json';
import sq from '../../../locales/sq/local-mail.json';

initializeApp();

/** The console's address, for the link to the leads in the e-mail (e.g. https://console.bank.mk). */
const consoleUrl = defineString('CONSOLE_URL');
const texts: Record<string, MailTexts> = { mk, en, sq };

/** A customer's new request to be contacted becomes an e-mail to the bank (sent by the Trigger Email extension). */
export const emailNewLeadToBank = onDocumentCreated({ document: 'mode/{mode}/leads/{assistantId}/items/{leadId}', region: 'europe-west1' }, async (event) => {
  const lead = event.data?.data();
  if (!lead) return;
  const db = getFirestore();
  await emailNewLead(
    {
      get: async (path) => (await db.doc(path).get()).data() ?? null,
      set: async (path, data) => void (await db.doc(path).create(data)),
      countOne: (path) =>
        db.runTransaction(async (transaction) => {
          const stored = (await transaction.get(db.doc(path))).data()?.['count'];
          const count = (typeof stored === 'number' ? stored : 0) + 1;
          transaction.set(db.doc(path), { count, updatedAt: FieldValue.serverTimestamp() });
          return count;
        }),
    },
    event.params,
    lead,
    new URL('leads', `${consoleUrl.value().replace(/\/$/u, '')}/`).href,
    (language) => texts[language] ?? mk,
    Date.parse(event.time),
  );
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
      get: async (path) => (await db.doc(path).get()).data() ?? null,
      add: async (path, values) => void (await db.doc(path).set(asIncrements(values), { merge: true })),
      remove: async (path) => void (await db.doc(path).delete()),
    },
    event.data?.ref.path ?? '',
    data as ChatEvent,
    Date.parse(event.time),
  );
});
