import type { PublishedFile } from '@console/assistant-contract';
import { mapAccount } from '@console/account-data';
import type { StoredFileRef } from '@console/backend';
import type { PublicationDraft } from './publication-draft';

/** How a stored file becomes one customers can open (a lasting URL, or the path in local mode). */
export type PublishFile = (file: StoredFileRef) => Promise<PublishedFile>;

/** What customers see of the bank and its assistant before any answer: the head of a publication. */
export type PublicDetails = Pick<PublicationDraft, 'assistant' | 'bank' | 'allowedDomains' | 'timeZone' | 'currency'>;

/** The bank's and the assistant's public details, from the stored account document. */
export async function publicDetails(accountDocument: unknown, allowedDomains: readonly string[], publishFile: PublishFile): Promise<PublicDetails> {
  const account = mapAccount(accountDocument);
  const avatar = account.assistant.avatar;
  return {
    assistant: {
      name: account.assistant.name,
      names: account.assistant.names,
      bubbleColor: account.assistant.bubbleColor,
      photo: avatar.default ? await publishFile({ url: avatar.default, ...(avatar.path ? { path: avatar.path } : {}) }) : null,
    },
    bank: { name: account.bank.name, names: account.bank.names, phone: account.bank.phone, location: account.bank.location, consent: account.bank.consent },
    allowedDomains: [...allowedDomains],
    timeZone: account.bank.timeZone,
    currency: account.bank.currency,
  };
}
