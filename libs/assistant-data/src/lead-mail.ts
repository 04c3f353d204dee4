import { createInstance } from 'i18next';
import { leadMailDetails, leadRecipient, mayEmailLead, type CountOne, type LeadMailDetails } from '@console/assistant-contract';
import { formatMoney, wholeYears } from '@console/numbers';

/** Looks up a text of the mailbox's namespace (`messages.newLead.*`, `languages.*`) with its values. */
export type MailTranslate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The subject and text of the e-mail a new lead sends the bank, in the bank's language: who, how to
 * reach them, the product, the amount and the chat's language. The local mailbox and the production
 * mail (firebase/functions) both write it with this, from the same texts.
 */
export function leadMailText(details: LeadMailDetails, language: string, t: MailTranslate): { subject: string; text: string } {
  const { contact, product, amount, termMonths, currency, locale } = details;
  const months = Number(termMonths);
  const years = wholeYears(months);
  // A stored name is one line (the rules refuse line breaks); an older one is made one here.
  const name = details.name.replace(/\s+/gu, ' ').trim();
  return {
    subject: t('messages.newLead.subject', { name }),
    text: [
      t('messages.newLead.body', { name, contact }),
      product && t('messages.newLead.product', { product }),
      amount && t('messages.newLead.amount', { amount: formatMoney(Number(amount), currency, language) }),
      termMonths && (years !== undefined ? t('messages.newLead.termYears', { count: years }) : t('messages.newLead.termMonths', { count: months })),
      locale && t('messages.newLead.language', { language: t(`languages.${locale}`) }),
    ]
      .filter(Boolean)
      .join(' '),
  };
}

/** Where the server reads and writes documents (Firestore with the Admin SDK in production). */
export type MailStore = {
  get: (path: string) => Promise<Record<string, unknown> | null>;
  set: (path: string, data: Record<string, unknown>) => Promise<void>;
  /** Adds one to a day's count of e-mailed requests, atomically, and gives the new count. */
  countOne: CountOne;
};

/** The texts of one language by key, as `locales/{language}/local-mail.json` holds them. */
export type MailTexts = Record<string, unknown>;

/**
 * One language's mail texts through i18next, outside React (the server has no components): plurals and
 * interpolation as everywhere in the console. The keys are known only at run time (a mail kind), which
 * the tests cover in every language.
 */
function translatorFor(texts: MailTexts, language: string): MailTranslate {
  const i18n = createInstance();
  void i18n.init({ lng: language, resources: { [language]: { 'local-mail': texts } }, ns: ['local-mail'], defaultNS: 'local-mail', initAsync: false, interpolation: { escapeValue: false } });
  return i18n.getFixedT(language, 'local-mail') as unknown as MailTranslate;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/gu, (character) => `&#${character.charCodeAt(0)};`);

/**
 * On a new lead: the e-mail to the application address of the product asked about, else the destination
 * address of the assistant's owner, in the owner's
 * language, written where the Trigger Email extension sends from (`mail/{leadId}`, once per lead).
 * Nothing is written when the bank has no destination address, or past the day's e-mails
 * (`MAX_LEAD_MAILS_PER_DAY`: the request is still listed in the console).
 */
export async function emailNewLead(
  store: MailStore,
  { mode, assistantId, leadId }: { mode: string; assistantId: string; leadId: string },
  lead: Record<string, unknown>,
  leadsUrl: string,
  textsOf: (language: string) => MailTexts,
  receivedAt = Date.now(),
): Promise<boolean> {
  const owner = (await store.get(`mode/${mode}/assistants/${assistantId}`))?.['owner'];
  if (typeof owner !== 'string') return false;
  const account = await store.get(`mode/${mode}/accounts/${owner}`);
  const profile = (account?.['profile'] ?? {}) as Record<string, unknown>;
  const to = await leadRecipient(store.get, mode, owner, account, lead);
  if (!to || !(await mayEmailLead(store.countOne, store.get, mode, assistantId, receivedAt))) return false;
  const language = typeof profile['language'] === 'string' ? profile['language'] : 'mk';
  const t = translatorFor(textsOf(language), language);
  const { subject, text } = leadMailText(leadMailDetails(lead), language, t);
  const action = t('actions.newLead');
  await store.set(`mail/${leadId}`, {
    to: [to],
    message: { subject, text: `${text}\n\n${action}: ${leadsUrl}`, html: `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(leadsUrl)}">${escapeHtml(action)}</a></p>` },
  });
  return true;
}

/**
 * The notice to the bank's previous destination address that customers' requests now go elsewhere, in
 * the owner's language, written for the Trigger Email extension (`mail/{id}`).
 */
export async function emailDestinationNotice(
  store: Pick<MailStore, 'set'>,
  { from, to }: { from: string; to: string },
  language: string,
  settingsUrl: string,
  textsOf: (language: string) => MailTexts,
  id: string,
): Promise<void> {
  const t = translatorFor(textsOf(language), language);
  const text = t(to ? 'messages.destinationChanged.body' : 'messages.destinationChanged.bodyRemoved', { from, to });
  const action = t('actions.destinationChanged');
  await store.set(`mail/${id}`, {
    to: [from],
    message: {
      subject: t('messages.destinationChanged.subject'),
      text: `${text}\n\n${action}: ${settingsUrl}`,
      html: `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(settingsUrl)}">${escapeHtml(action)}</a></p>`,
    },
  });
}
