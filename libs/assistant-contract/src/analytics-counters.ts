import type { Locale } from '@console/locale';

/**
 * The counters the assistant's channels write and the dashboard reads: every event adds to one document
 * of its day and one of its month (in the bank's time zone), each split in shards, so that a busy day
 * spreads its writes (10 chats a second stay under Firestore's sustained one write a second per
 * document) and a dashboard reads a number of documents that grows with days or months, not with chats:
 * short periods read days, long ones months.
 */
export const CHANNELS = ['web', 'viber', 'messenger', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Counted once per event; `leadsAmount` adds the lead's potential loan amount in the bank's currency. */
export const COUNTERS = ['sessions', 'conversations', 'messages', 'answered', 'unanswered', 'leads', 'leadsAmount'] as const;
export type Counter = (typeof COUNTERS)[number];

/** Writers pick one of these shards at random; readers add them up. */
export const ANALYTICS_SHARDS = 10;

/**
 * Unique users without storing who they are: each visit of a day is counted under the number of days
 * since the same visitor's previous visit (`new` for a first visit). The users of any run of days
 * [first, last] are then exactly the visits on a day d whose previous visit came before `first`,
 * i.e. `new` or a gap greater than d − first. The visitor is recognised by a random id kept in the
 * browser, so the error is the share of customers who clear their storage or switch devices.
 */
export const FIRST_VISIT = 'new';
/** Gaps longer than this count as a first visit (no period the dashboard shows is longer). */
export const MAX_VISIT_GAP_DAYS = 1100;
/** The same in months, for the month documents (a visitor's first visit of a month). */
export const MAX_VISIT_GAP_MONTHS = 36;
export type VisitGap = typeof FIRST_VISIT | `${number}`;

type CountsByChannel = Partial<Record<Counter, Partial<Record<Channel, Partial<Record<Locale, number>>>>>>;
type VisitsByChannel = Partial<Record<Channel, Partial<Record<Locale, Partial<Record<VisitGap, number>>>>>>;

/** One shard of one day, as stored (missing counters are zero). */
export type DayCounters = {
  /** `YYYY-MM-DD` in the bank's time zone. */
  day: string;
  counts: CountsByChannel;
  /** Visits by days since the visitor's previous one. */
  visits: VisitsByChannel;
};

/** One shard of one month, as stored: the same counts, visits by months since the previous visit's month. */
export type MonthCounters = {
  /** `YYYY-MM` in the bank's time zone. */
  month: string;
  counts: CountsByChannel;
  /** A visitor's first visit of the month, by months since the month of the previous visit. */
  visits: VisitsByChannel;
};

/** The longest unanswered question kept; the chat's field takes 500 characters. */
export const MAX_UNANSWERED_QUESTION_LENGTH = 300;

/** The longest id of an entry a customer said was not what they asked. */
export const MAX_ANSWERED_WITH_LENGTH = 120;

/**
 * A question the assistant could not answer, as the chat records it for the bank's dashboard; with
 * `answeredWith`, it did answer, with that entry (question or product id), and the customer said it was
 * not what they asked.
 */
export type UnansweredQuestion = { question: string; locale: Locale; channel: Channel; day: string; answeredWith?: string };

/**
 * A website that framed the chat without being one of the bank's allowed domains, as the chat reports it
 * (so that the console can say why the chat did not appear there): one document per origin, with the
 * server's time of the last sighting (epoch ms) and how often it was seen.
 */
export type RefusedWebsite = { origin: string; lastSeenAt: number; count: number };

/** This computer: `localhost` or an IPv4 address, where a bank tries its pages before they go live. */
export const LOCAL_HOST_PATTERN = /^(localhost|(?:\d{1,3}\.){3}\d{1,3})$/u;

/** An origin as browsers write it (`https://www.bank.mk`, `http://127.0.0.1:8080`): a port is 1 to 65535. */
export const WEB_ORIGIN_PATTERN = /^https?:\/\/[a-z0-9.-]{1,200}(:(6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3}))?$/u;

/**
 * The document id of an origin's report: `://` and `:` as `~` (which no origin holds), so that two
 * origins never share one id and the rules can compute it too.
 */
export function refusedWebsiteId(origin: string): string {
  return origin.replace('://', '~').replaceAll(':', '~');
}
