import type { Unsubscribe } from '../ports/common';
import type { Locale } from '@console/locale';
import type { OutboxMessage, OutboxMessageKind, OutboxPort } from '../ports/outbox-port';
import type { LocalDatabase } from './database';
import { watchLive } from './live-watch';
import { randomId } from './random-id';

export interface OutgoingEmail {
  kind: OutboxMessageKind;
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
export async function sendToOutbox(db: LocalDatabase, actionUrl: string, email: OutgoingEmail): Promise<void> {
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

export class LocalOutbox implements OutboxPort {
  constructor(private readonly db: LocalDatabase) {}

  watch(onNext: (messages: OutboxMessage[]) => void, onError: (error: Error) => void): Unsubscribe {
    return watchLive(
      async () => {
        const records = await this.db.outbox.orderBy('seq').reverse().toArray();
        return records.map(({ id, kind, to, language, link, sentAt }) => ({ id, kind, to, language, link, sentAt }));
      },
      onNext,
      onError,
    );
  }
}
