import {
  CHANNELS,
  uniqueMonthlyVisitors,
  uniqueVisitors,
  type Channel,
  type DayCounters,
  type MonthCounters,
  type VisitGap,
} from '@console/assistant-contract';
import { LOCALES, type Locale } from '@console/locale';
import { monthOf } from './calendar';
import { emptyValues, type MetricValues } from './metrics';
import type { DayRange } from './periods';

/** The stored counters the dashboard adds up: day and month documents, every shard of each. */
export type CounterDocuments = { days: readonly DayCounters[]; months: readonly MonthCounters[] };
export type Unit = 'day' | 'month';
/** Which visitors to count: all, or those of one channel or one language. */
export type VisitorFilter = { channel?: Channel; locale?: Locale };

type Counted = Pick<DayCounters, 'counts' | 'visits'>;

const COUNTED = ['sessions', 'conversations', 'messages', 'leads', 'leadsAmount'] as const;

function documentsIn(source: CounterDocuments, unit: Unit, { first, last }: DayRange): Array<Counted & { key: string }> {
  if (unit === 'day') return source.days.filter(({ day }) => day >= first && day <= last).map((document) => ({ ...document, key: document.day }));
  const [from, to] = [monthOf(first), monthOf(last)];
  return source.months.filter(({ month }) => month >= from && month <= to).map((document) => ({ ...document, key: document.month }));
}

function sumOf(byChannel: Counted['counts'][keyof Counted['counts']]): number {
  let total = 0;
  for (const byLocale of Object.values(byChannel ?? {})) for (const count of Object.values(byLocale ?? {})) total += count ?? 0;
  return total;
}

function visitsOf({ visits }: Counted, filter: VisitorFilter): Partial<Record<VisitGap, number>> {
  const merged: Partial<Record<VisitGap, number>> = {};
  for (const channel of filter.channel ? [filter.channel] : CHANNELS) {
    for (const locale of filter.locale ? [filter.locale] : LOCALES) {
      for (const [gap, count] of Object.entries(visits?.[channel]?.[locale] ?? {})) merged[gap as VisitGap] = (merged[gap as VisitGap] ?? 0) + (count ?? 0);
    }
  }
  return merged;
}

/** Distinct visitors of a range, from days or (for ranges of whole months) months. */
export function usersIn(source: CounterDocuments, unit: Unit, range: DayRange, filter: VisitorFilter = {}): number {
  const documents = documentsIn(source, unit, range);
  if (unit === 'day') return uniqueVisitors(documents.map((document) => ({ day: document.key, visits: visitsOf(document, filter) })), range.first, range.last);
  return uniqueMonthlyVisitors(
    documents.map((document) => ({ month: document.key, visits: visitsOf(document, filter) })),
    monthOf(range.first),
    monthOf(range.last),
  );
}

/** Every series' value over a range. */
export function valuesIn(source: CounterDocuments, unit: Unit, range: DayRange): MetricValues {
  const values = emptyValues();
  for (const document of documentsIn(source, unit, range)) {
    for (const counter of COUNTED) values[counter] += sumOf(document.counts?.[counter]);
  }
  values.users = usersIn(source, unit, range);
  return values;
}

export function usersByChannel(source: CounterDocuments, unit: Unit, range: DayRange): Record<Channel, number> {
  return Object.fromEntries(CHANNELS.map((channel) => [channel, usersIn(source, unit, range, { channel })])) as Record<Channel, number>;
}

export function usersByLanguage(source: CounterDocuments, unit: Unit, range: DayRange): Record<Locale, number> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, usersIn(source, unit, range, { locale })])) as Record<Locale, number>;
}
