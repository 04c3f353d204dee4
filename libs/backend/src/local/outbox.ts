import type { Unsubscribe } from '../ports/common';
import { leadMailDetails, leadRecipient, mayEmailLead } from '@console/assistant-contract';
import { isLocale, type Locale } from '@console/locale';
import { asRecord } from '@console/plain-data';
import type { DocumentData } from '../ports/document-port';
import type { ActionEmailKind, OutboxMessage, OutboxPort } from '../ports/outbox-port';
import type { LocalDatabase, LocalTables } from './database';
import { countOne } from './count-one';
import { watchLive } from './live-watch';
import { randomId } from '../random-id';

export interface OutgoingEmail {
  kind: ActionEmailKind;
  to: string;
  language: Locale;
  oobCode: string;
  sentAt: number;
}

/** The link Firebase's e-mail templates carry: the console's action page with mode, oobCode and lang. */
export function actionLink(actionUrl: string, { kind, oobCode, language }: Pick<OutgoingEmail, 'kind' | 'oobCode' | 'language'>): string {
  const query = new URLSearchParams({ mode: kind, oobCode, lang: language });
  return `${actionUrl}${actionUrl.includes('?') ? '&' : '?'}${query.toString()}`;
}

export function defaultActionUrl(): string {
  return typeof location === 'undefined' ? 'http://localhost/' : `${location.origin}/`;
}

/** Call inside a transaction that includes `outbox`, so that the e-mail exists exactly when its code does. */
export async function sendToOutbox(db: LocalTables, actionUrl: string, email: OutgoingEmail): Promise<void> {
  const message: OutboxMessage = {
    id: randomId(20),
    kind: email.kind,
    to: email.to,
    language: email.language,
    link: actionLink(actionUrl, email),
    sentAt: email.sentAt,
  };
  await db.outbox.add(message);
}

/**
 * What the bank is told of a new request to be contacted (the server's job in Firebase): an e-mail to
 * the application address of the product asked about, else the destination address of the assistant's
 * owner, in the owner's language, with a link to the leads. Call inside the transaction that stores the
 * lead, with `outbox` and `documents` in it.
 */
export async function sendLeadToOutbox(
  db: LocalTables,
  lead: DocumentData,
  { mode, assistantId, ownerUid }: { mode: string; assistantId: string; ownerUid: string },
  owner: DocumentData | undefined,
  leadsUrl: string,
  sentAt: number,
): Promise<void> {
  const profile = asRecord(owner?.['profile']);
  const read = async (path: string) => (await db.documents.get(path))?.data;
  const to = await leadRecipient(read, mode, ownerUid, owner, lead);
  if (!to || !(await mayEmailLead((path) => countOne(db, path, sentAt), read, mode, assistantId, sentAt))) return;
  await db.outbox.add({
    id: randomId(20),
    kind: 'newLead',
    to,
    language: isLocale(profile['language']) ? profile['language'] : 'mk',
    link: leadsUrl,
    sentAt,
    details: leadMailDetails(lead),
  });
}

/**
 * A notice to the bank's previous destination address that requests now go to another one (the server's
 * job in Firebase), in the owner's language: whoever made the change, the old address learns of it.
 */
export async function sendDestinationNotice(db: LocalTables, { from, to }: { from: string; to: string }, account: DocumentData | undefined, settingsUrl: string, sentAt: number): Promise<void> {
  const profile = asRecord(account?.['profile']);
  await db.outbox.add({
    id: randomId(20),
    kind: 'destinationChanged',
    to: from,
    language: isLocale(profile['language']) ? profile['language'] : 'mk',
    link: settingsUrl,
    sentAt,
    details: { from, to },
  });
}

export class LocalOutbox implements OutboxPort {
  constructor(private readonly db: LocalDatabase) {}

  watch(onNext: (messages: OutboxMessage[]) => void, onError: (error: Error) => void): Unsubscribe {
    return watchLive(
      this.db,
      async (tables) => {
        const records = (await tables.outbox.toArray()).reverse();
        return records.map(({ id, kind, to, language, link, sentAt, details }) => ({ id, kind, to, language, link, sentAt, ...(details ? { details } : {}) }));
      },
      onNext,
      onError,
    );
  }
}
