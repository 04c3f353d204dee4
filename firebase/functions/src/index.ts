// The Cloud Functions of the assistant. Only the wiring lives here; what they do is in the workspace's
// libraries, tested there (libs/assistant-data/src/lead-mail.ts), and bundled in by the build.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { defineString } from 'firebase-functions/params';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
// The module itself, not the library's index: that also holds the browser's React bindings.
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
    },
    event.params,
    lead,
    new URL('leads', `${consoleUrl.value().replace(/\/$/u, '')}/`).href,
    (language) => texts[language] ?? mk,
  );
});
