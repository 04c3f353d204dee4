import type { Locale } from '@console/locale';
import type { Channel, Counter, VisitGap } from './analytics-counters';
import { dayIn } from './calendar-day';

/**
 * What a chat records: each event is one new document that anyone may create, checked whole by the rules
 * of both backends; the server adds it to the counters (the Cloud Function in Firebase, the local
 * backend in the same transaction) and deletes it. Customers never write a counter themselves, so nobody
 * can wipe, lower or inflate a bank's figures beyond what a real chat could do.
 */
export const CHAT_EVENT_KINDS = ['session', 'question', 'lead'] as const;
export type ChatEventKind = (typeof CHAT_EVENT_KINDS)[number];

type Where = { channel: Channel; locale: Locale };
/** The chat was opened; a visit is counted once a day per browser (null: not this time). */
export type SessionEvent = Where & { kind: 'session'; dayGap: VisitGap | null; monthGap: VisitGap | null };
/** The customer asked; `first` for the first question of a session (a conversation). */
export type QuestionEvent = Where & { kind: 'question'; answered: boolean; first: boolean };
/** The customer left a request to be contacted; a loan's amount in the bank's currency. */
export type LeadEvent = Where & { kind: 'lead'; amount: number | null };
export type ChatEvent = SessionEvent | QuestionEvent | LeadEvent;

/** Every key of an event's document, by kind (`createdAt` is the server's time of the write). */
export const CHAT_EVENT_KEYS: Readonly<Record<ChatEventKind, readonly string[]>> = {
  session: ['kind', 'channel', 'locale', 'dayGap', 'monthGap', 'createdAt'],
  question: ['kind', 'channel', 'locale', 'answered', 'first', 'createdAt'],
  lead: ['kind', 'channel', 'locale', 'amount', 'createdAt'],
};

type Leaves = Partial<Record<Channel, Partial<Record<Locale, number>>>>;
type VisitLeaves = Partial<Record<Channel, Partial<Record<Locale, Partial<Record<VisitGap, number>>>>>>;
/** What one event adds to a day's or a month's counters, in the stored shape, numbers at the leaves. */
export type CounterAddition = { counts: Partial<Record<Counter, Leaves>>; visits?: VisitLeaves };

function additionOf(event: ChatEvent, gap: VisitGap | null): CounterAddition {
  const { channel, locale } = event;
  const one = (amount = 1): Leaves => ({ [channel]: { [locale]: amount } });
  switch (event.kind) {
    case 'session':
      return { counts: { sessions: one() }, ...(gap ? { visits: { [channel]: { [locale]: { [gap]: 1 } } } } : {}) };
    case 'question':
      return { counts: { messages: one(), [event.answered ? 'answered' : 'unanswered']: one(), ...(event.first ? { conversations: one() } : {}) } };
    case 'lead':
      return { counts: { leads: one(), ...(event.amount ? { leadsAmount: one(Math.round(event.amount)) } : {}) } };
  }
}

/** What `event` adds to its day's counters and to its month's (a month counts a visitor's first visit of the month). */
export function counterAdditions(event: ChatEvent): { day: CounterAddition; month: CounterAddition } {
  return {
    day: additionOf(event, event.kind === 'session' ? event.dayGap : null),
    month: additionOf(event, event.kind === 'session' ? event.monthGap : null),
  };
}

/** A counter document an event adds to: its day's or its month's, in one of their shards. */
export type CounterDocument = { unit: 'days' | 'months'; id: string; data: ({ day: string } | { month: string }) & CounterAddition };

/**
 * The two counter documents `event` adds to, for an event the server received at `now` (epoch ms) for a
 * bank in `timeZone`, in shard `shard` (0 … ANALYTICS_SHARDS − 1, chosen at random by the caller).
 */
export function counterDocuments(event: ChatEvent, timeZone: string, now: number, shard: number): CounterDocument[] {
  const day = dayIn(timeZone, now);
  const month = day.slice(0, 7);
  const { day: toDay, month: toMonth } = counterAdditions(event);
  return [
    { unit: 'days', id: `${day}_${shard}`, data: { day, ...toDay } },
    { unit: 'months', id: `${month}_${shard}`, data: { month, ...toMonth } },
  ];
}
