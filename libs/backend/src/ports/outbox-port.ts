import type { Locale } from '@console/locale';
import type { Unsubscribe } from './common';

/** The e-mails of the sign-in journey, each carrying an action code. */
export type ActionEmailKind = 'verifyEmail' | 'resetPassword';
export type OutboxMessageKind = ActionEmailKind | 'newLead' | 'destinationChanged';

/** An e-mail the local backend "sent". The console renders its subject and body in `language`. */
export interface OutboxMessage {
  id: string;
  kind: OutboxMessageKind;
  to: string;
  language: Locale;
  /** The action link, e.g. `http://localhost:4200/?mode=verifyEmail&oobCode=…&lang=mk`. */
  link: string;
  sentAt: number;
  /**
   * What the message is about: for a new lead `name`, `contact`, `product`, `amount`, `currency`, `locale`;
   * for a changed destination address `from` and `to`.
   */
  details?: Record<string, string>;
}

/** Local mode only: where e-mails go instead of a mail server. */
export interface OutboxPort {
  /** Newest first; fires once with the current list and then on every new message, in every tab. */
  watch(onNext: (messages: OutboxMessage[]) => void, onError: (error: Error) => void): Unsubscribe;
}
