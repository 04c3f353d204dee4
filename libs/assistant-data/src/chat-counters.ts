import { ANALYTICS_SHARDS, dayIn, monthVisitGap, visitGap, type Channel, type Counter, type UnansweredQuestion, type VisitGap } from '@console/assistant-contract';
import { increment, type DocumentData } from '@console/backend';
import { paths } from '@console/data-paths';
import type { Locale } from '@console/locale';
import { withoutPersonalData } from './personal-data-mask';

/**
 * Adds to a day's and a month's counters (merges of increments) in one request; local and Firebase
 * writers differ only in transport.
 */
export type CounterWrite = (writes: ReadonlyArray<{ path: string; data: DocumentData }>) => Promise<void>;
/** Adds a new document with an id of its own to a collection. */
export type EventCreate = (collectionPath: string, data: DocumentData) => Promise<void>;

/** Where the chat remembers, in the customer's browser, the day of the last visit (nothing else). */
export type VisitMemory = { lastVisitDay: () => string | null; remember: (day: string) => void };

export type ChatCountersOptions = {
  write: CounterWrite;
  create: EventCreate;
  mode: string;
  assistantId: string;
  timeZone: string;
  channel: Channel;
  visits: VisitMemory;
  now?: () => number;
  random?: () => number;
};

/**
 * What the chat counts for the dashboard, in the shape of `DayCounters`: a session when it is opened
 * (and, once a day per browser, a visit by days since the last one), a conversation at the first
 * question of a session, every question as a message, answered or not. Each event adds to its day and
 * its month, in a random one of their shards, so that a busy day spreads over them.
 */
export function chatCounters({ write, create, mode, assistantId, timeZone, channel, visits, now = Date.now, random = Math.random }: ChatCountersOptions) {
  let asked = false;
  const add = (locale: Locale, counters: Counter[], gaps: { day: VisitGap | null; month: VisitGap | null } | null = null, leadsAmount = 0) => {
    const day = dayIn(timeZone, now());
    const month = day.slice(0, 7);
    const shard = Math.floor(random() * ANALYTICS_SHARDS);
    const counts = Object.fromEntries(counters.map((counter) => [counter, { [channel]: { [locale]: increment(1) } }]));
    if (leadsAmount > 0) counts['leadsAmount'] = { [channel]: { [locale]: increment(Math.round(leadsAmount)) } };
    const visit = (gap: VisitGap | null | undefined) => (gap ? { visits: { [channel]: { [locale]: { [gap]: increment(1) } } } } : {});
    return write([
      { path: `${paths.analyticsDays(mode, assistantId)}/${day}_${shard}`, data: { day, counts, ...visit(gaps?.day) } },
      { path: `${paths.analyticsMonths(mode, assistantId)}/${month}_${shard}`, data: { month, counts, ...visit(gaps?.month) } },
    ]);
  };
  return {
    /** The chat was opened. */
    session(locale: Locale): Promise<void> {
      const today = dayIn(timeZone, now());
      const previous = visits.lastVisitDay();
      const gaps = { day: visitGap(previous, today), month: monthVisitGap(previous, today) };
      if (gaps.day) visits.remember(today);
      return add(locale, ['sessions'], gaps);
    },
    /**
     * The customer asked; `answered` says whether the assistant had an answer. A question without one
     * is also kept (without personal data) for the bank's list of unanswered questions.
     */
    async question(locale: Locale, answered: boolean, question: string): Promise<void> {
      const counters: Counter[] = ['messages', answered ? 'answered' : 'unanswered'];
      if (!asked) counters.push('conversations');
      asked = true;
      await add(locale, counters);
      const kept = withoutPersonalData(question);
      if (answered || !kept) return;
      const event: UnansweredQuestion = { question: kept, locale, channel, day: dayIn(timeZone, now()) };
      await create(paths.unansweredQuestions(mode, assistantId), event);
    },
    /** A customer left a request to be contacted; a loan's amount adds to the leads amount. */
    lead(locale: Locale, amount: number | null): Promise<void> {
      return add(locale, ['leads'], null, amount ?? 0);
    },
  };
}
