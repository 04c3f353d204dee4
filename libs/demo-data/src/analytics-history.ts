import { dayIn, monthVisitGap, visitGap, type Channel, type DayCounters, type MonthCounters, type UnansweredQuestion, type VisitGap } from '@console/assistant-contract';
import { paths } from '@console/data-paths';
import { seededRandom } from '@console/numbers';
import { LOCALES, type Locale } from '@console/locale';
import type { DemoSeedDocument } from './catalogue-types';
import { demoLead, type DemoLeadSources } from './demo-leads';

/** How far back the demo bank's chat history goes: 23 whole months before the current one (two years). */
export const DEMO_HISTORY_MONTHS = 23;
/** Unanswered questions are kept as documents for the last days only; older ones are in the counters. */
const QUESTION_DAYS = 30;

const DAY_MS = 86_400_000;
const WEEKDAY = [0.55, 1.18, 1.12, 1.05, 1.0, 0.92, 0.62]; // Sunday … Saturday
const SEASON = [1.12, 1.0, 1.02, 1.05, 1.0, 0.95, 0.82, 0.78, 1.08, 1.1, 1.06, 1.2]; // January … December
const LOCALE_SHARE: Array<[Locale, number]> = [
  ['mk', 0.62],
  ['sq', 0.28],
  ['en', 0.1],
];
const CHANNEL_SHARE: Array<[Channel, number]> = [
  ['web', 0.74],
  ['viber', 0.26],
];

/** Questions the demo assistant has no answer to, as customers type them. */
const UNANSWERED: Record<Locale, string[]> = {
  mk: ['Дали примате биткоин?', 'Може ли кредит без жирант за пензионери?', 'Каде е најблискиот банкомат во Струга?', 'Колку чини сеф?', 'Дали работите во недела?', 'Може ли да платам данок преку апликацијата?'],
  sq: ['A pranoni bitcoin?', 'A ka kredi pa garantues për pensionistët?', 'Ku është bankomati më i afërt në Tetovë?', 'Sa kushton kasaforta?', 'A punoni të dielën?'],
  en: ['Do you accept bitcoin?', 'Can a foreigner open an account online?', 'Where is the nearest ATM in Ohrid?', 'How much is a safe deposit box?'],
};

/**
 * Answers a customer said were not what they asked, one every few days (on top of the random history,
 * so that it stays the same): the question and the entry the assistant gave.
 */
const NOT_WHAT_ASKED: Record<Locale, { question: string; answeredWith: string }> = {
  mk: { question: 'банкоматот во Кисела Вода не работи', answeredWith: 'atm-locations' },
  sq: { question: 'bankomati në Çair nuk punon', answeredWith: 'atm-locations' },
  en: { question: 'my salary did not arrive this month', answeredWith: 'payments-receive-abroad' },
};
const NOT_WHAT_ASKED_EVERY_DAYS = 4;
/** The share of conversations that end with a request to be contacted (about 1 a day at the end). */
const LEAD_SHARE = 0.02;

function pick<T>(random: () => number, shares: Array<[T, number]>): T {
  let roll = random();
  const [fallback] = shares[0] ?? [];
  for (const [value, share] of shares) if ((roll -= share) < 0) return value;
  return fallback as T;
}

type Visitor = { channel: Channel; locale: Locale; lastDay: string | null };
type Counts = DayCounters['counts'];
type Visits = DayCounters['visits'];

function add(counts: Counts, counter: keyof Counts, channel: Channel, locale: Locale, by = 1) {
  const byLocale = ((counts[counter] ??= {})[channel] ??= {});
  byLocale[locale] = (byLocale[locale] ?? 0) + by;
}

function addVisit(visits: Visits, channel: Channel, locale: Locale, gap: VisitGap) {
  const byGap = ((visits[channel] ??= {})[locale] ??= {});
  byGap[gap] = (byGap[gap] ?? 0) + 1;
}

/**
 * The demo bank's chat history up to yesterday, as the chat itself would have counted it: a growing
 * number of sessions with weekday and seasonal patterns, customers who come back, both channels and all
 * three languages, conversations, messages, unanswered questions, and leads. With `leads` (the bank's
 * products and consent), each lead counted is a request on the Leads page too, so that both pages tell
 * one story; without, only the counters are made (the dashboard's figures for its tests and stories).
 */
export function demoAnalyticsHistory(mode: string, assistantId: string, timeZone: string, now: number, leads?: DemoLeadSources): DemoSeedDocument[] {
  const random = seededRandom(20_261_124);
  // The requests' details draw from a stream of their own, so that the counted history stays as it was.
  const leadRandom = seededRandom(20_261_127);
  const today = dayIn(timeZone, now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - DEMO_HISTORY_MONTHS, 1)).toISOString().slice(0, 10);
  const totalDays = Math.round((Date.parse(today) - Date.parse(first)) / DAY_MS);
  const months = new Map<string, MonthCounters>();
  const documents: DemoSeedDocument[] = [];
  const visitors: Visitor[] = [];

  for (let index = 0; index < totalDays; index += 1) {
    const date = new Date(Date.parse(first) + index * DAY_MS);
    const day = date.toISOString().slice(0, 10);
    if (totalDays - index <= QUESTION_DAYS && index % NOT_WHAT_ASKED_EVERY_DAYS === 0) {
      const locale = LOCALES[(index / NOT_WHAT_ASKED_EVERY_DAYS) % LOCALES.length] ?? 'mk';
      const event: UnansweredQuestion = { ...NOT_WHAT_ASKED[locale], locale, channel: 'web', day };
      documents.push({ path: `${paths.unansweredQuestions(mode, assistantId)}/demo-${day}-${documents.length}`, data: event });
    }
    const monthKey = day.slice(0, 7);
    const dayCounters: DayCounters = { day, counts: {}, visits: {} };
    const monthCounters = months.get(monthKey) ?? { month: monthKey, counts: {}, visits: {} };
    months.set(monthKey, monthCounters);
    const growth = 0.35 + 0.65 * (index / totalDays);
    const sessions = Math.round(90 * growth * (WEEKDAY[date.getUTCDay()] ?? 1) * (SEASON[date.getUTCMonth()] ?? 1) * (0.85 + 0.3 * random()));
    const unansweredShare = 0.1 - 0.05 * (index / totalDays);

    for (let session = 0; session < sessions; session += 1) {
      const known = random() < 0.38 ? visitors[visitors.length - 1 - Math.floor(random() * Math.min(visitors.length, 4_000))] : undefined;
      const visitor: Visitor = known ?? { channel: pick(random, CHANNEL_SHARE), locale: pick(random, LOCALE_SHARE), lastDay: null };
      if (!known) visitors.push(visitor);
      const { channel, locale } = visitor;
      const counted = [dayCounters, monthCounters];
      for (const target of counted) add(target.counts, 'sessions', channel, locale);
      const dayGap = visitGap(visitor.lastDay, day);
      const monthGap = monthVisitGap(visitor.lastDay, day);
      if (dayGap) addVisit(dayCounters.visits, channel, locale, dayGap);
      if (monthGap) addVisit(monthCounters.visits, channel, locale, monthGap);
      visitor.lastDay = day;

      if (random() > 0.78) continue;
      const messages = 1 + Math.floor(random() * 4);
      let unanswered = 0;
      for (let message = 0; message < messages; message += 1) if (random() < unansweredShare) unanswered += 1;
      for (const target of counted) {
        add(target.counts, 'conversations', channel, locale);
        add(target.counts, 'messages', channel, locale, messages);
        if (messages > unanswered) add(target.counts, 'answered', channel, locale, messages - unanswered);
        if (unanswered > 0) add(target.counts, 'unanswered', channel, locale, unanswered);
      }
      if (totalDays - index <= QUESTION_DAYS) {
        for (let question = 0; question < unanswered; question += 1) {
          const texts = UNANSWERED[locale];
          const event: UnansweredQuestion = { question: texts[Math.floor(random() ** 2 * texts.length)] ?? texts[0] ?? '', locale, channel, day };
          documents.push({ path: `${paths.unansweredQuestions(mode, assistantId)}/demo-${day}-${documents.length}`, data: event });
        }
      }
      if (random() < LEAD_SHARE) {
        const lead = demoLead(leadRandom, leads, { day, daysAgo: totalDays - index, channel, locale });
        if (leads) documents.push({ path: `${paths.leads(mode, assistantId)}/demo-${day}-${documents.length}`, data: lead });
        for (const target of counted) {
          add(target.counts, 'leads', channel, locale);
          if (lead.amount) add(target.counts, 'leadsAmount', channel, locale, lead.amount);
        }
      }
    }
    documents.push({ path: `${paths.analyticsDays(mode, assistantId)}/${day}_0`, data: dayCounters });
  }
  for (const [key, counters] of months) documents.push({ path: `${paths.analyticsMonths(mode, assistantId)}/${key}_0`, data: counters });
  return documents;
}
