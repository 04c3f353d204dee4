import { dayIn, monthVisitGap, visitGap, type Channel, type ChatEvent, type UnansweredQuestion } from '@console/assistant-contract';
import { SERVER_TIMESTAMP, type DocumentData } from '@console/backend';
import { paths } from '@console/data-paths';
import type { Locale } from '@console/locale';
import { withoutPersonalData } from './personal-data-mask';

/**
 * Merges into documents in one request (increments and server times included); local and Firebase
 * writers differ only in transport.
 */
export type CounterWrite = (writes: ReadonlyArray<{ path: string; data: DocumentData }>) => Promise<void>;
/** Adds a new document with an id of its own to a collection. */
export type EventCreate = (collectionPath: string, data: DocumentData) => Promise<void>;

/** Where the chat remembers, in the customer's browser, the day of the last visit (nothing else). */
export type VisitMemory = { lastVisitDay: () => string | null; remember: (day: string) => void };

export type ChatCountersOptions = {
  create: EventCreate;
  mode: string;
  assistantId: string;
  timeZone: string;
  channel: Channel;
  visits: VisitMemory;
  now?: () => number;
};

/**
 * What the chat records for the dashboard, as events the server adds to the day's and month's counters
 * (`ChatEvent`): a session when it is opened (and, once a day per browser, a visit by days since the last
 * one), every question, answered or not, the first of a session starting a conversation, and a lead.
 */
export function chatCounters({ create, mode, assistantId, timeZone, channel, visits, now = Date.now }: ChatCountersOptions) {
  let asked = false;
  const record = (event: ChatEvent) => create(paths.chatEvents(mode, assistantId), { ...event, createdAt: SERVER_TIMESTAMP });
  return {
    /** The chat was opened. */
    session(locale: Locale): Promise<void> {
      const today = dayIn(timeZone, now());
      const previous = visits.lastVisitDay();
      const dayGap = visitGap(previous, today);
      if (dayGap) visits.remember(today);
      return record({ kind: 'session', channel, locale, dayGap, monthGap: monthVisitGap(previous, today) });
    },
    /**
     * The customer asked; `answered` says whether the assistant had an answer. A question without one
     * is also kept (without personal data) for the bank's list of unanswered questions.
     */
    async question(locale: Locale, answered: boolean, question: string): Promise<void> {
      const first = !asked;
      asked = true;
      await record({ kind: 'question', channel, locale, answered, first });
      const kept = withoutPersonalData(question);
      if (answered || !kept) return;
      const event: UnansweredQuestion = { question: kept, locale, channel, day: dayIn(timeZone, now()) };
      await create(paths.unansweredQuestions(mode, assistantId), event);
    },
    /**
     * The customer said an answer was not what they asked: the question is kept (without personal data)
     * for the bank's list of unanswered questions, with the entry it was answered with.
     */
    async notWhatIAsked(locale: Locale, question: string, answeredWith: string): Promise<void> {
      const kept = withoutPersonalData(question);
      if (!kept) return;
      const event: UnansweredQuestion = { question: kept, locale, channel, day: dayIn(timeZone, now()), answeredWith };
      await create(paths.unansweredQuestions(mode, assistantId), event);
    },
    /** A customer left a request to be contacted; a loan's amount adds to the leads amount. */
    lead(locale: Locale, amount: number | null): Promise<void> {
      const whole = amount === null ? 0 : Math.round(amount);
      return record({ kind: 'lead', channel, locale, amount: whole > 0 ? whole : null });
    },
  };
}
