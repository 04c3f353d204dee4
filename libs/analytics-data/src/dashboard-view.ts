import { CHANNELS, type Channel } from '@console/assistant-contract';
import type { Locale } from '@console/locale';
import { bucketsOf, type Bucket } from './buckets';
import { monthOf } from './calendar';
import { usersByChannel, usersByLanguage, valuesIn, type CounterDocuments, type Unit } from './counter-sums';
import type { MetricValues } from './metrics';
import { comparedRanges, periodRange, type ComparedRanges, type DayRange, type Grouping, type Period, type PeriodRange } from './periods';

export type DashboardPoint = Bucket & { values: MetricValues };

/** What the dashboard shows for one period and grouping, computed from the stored counters alone. */
export type DashboardView = {
  period: Period;
  grouping: Grouping;
  range: PeriodRange;
  points: DashboardPoint[];
  totals: MetricValues;
  /** The change shown beside each total: worked out on whole days (or months) only, see `comparedRanges`. */
  change: { ranges: ComparedRanges; current: MetricValues; previous: MetricValues } | null;
  usersByChannel: Record<Channel, number>;
  usersByLanguage: Record<Locale, number>;
};

/** The channels a view's breakdown lists, on the page and in its CSV alike: the website always, the others once they have users. */
export const channelsShown = ({ usersByChannel }: Pick<DashboardView, 'usersByChannel'>): Channel[] =>
  CHANNELS.filter((channel) => channel === 'web' || usersByChannel[channel] > 0);

const unitOf = (grouping: Grouping): Unit => (grouping === 'day' || grouping === 'week' ? 'day' : 'month');

/** The first day with data, from the month documents (the whole period starts there). */
function firstCountedDay(source: CounterDocuments): string | undefined {
  const months = source.months.map(({ month }) => month).sort();
  return months[0] ? `${months[0]}-01` : undefined;
}

/**
 * Which documents a view needs: days for the day-based ranges and the day and week series, months for
 * the long periods and the month and year series (`all` reads every month). This is the whole read
 * cost of a view, with the unanswered questions.
 */
export function documentsNeeded(period: Period, grouping: Grouping, today: string): { days: DayRange | null; months: { first: string; last: string } | 'all' | null } {
  const range = periodRange(period, today);
  const everything = { first: range.previous?.first ?? range.current.first, last: range.current.last };
  const days = range.unit === 'day' ? everything : unitOf(grouping) === 'day' ? range.current : null;
  if (period === 'all') return { days, months: 'all' };
  const months = range.unit === 'month' ? everything : unitOf(grouping) === 'month' ? range.current : null;
  return { days, months: months && { first: monthOf(months.first), last: monthOf(months.last) } };
}

export function dashboardView(period: Period, grouping: Grouping, today: string, source: CounterDocuments): DashboardView {
  const range = periodRange(period, today, firstCountedDay(source));
  const unit = unitOf(grouping);
  const compared = comparedRanges(range, today);
  return {
    period,
    grouping,
    range,
    points: bucketsOf(range.current, grouping).map((bucket) => ({ ...bucket, values: valuesIn(source, unit, bucket) })),
    totals: valuesIn(source, range.unit, range.current),
    change: compared && { ranges: compared, current: valuesIn(source, compared.unit, compared.current), previous: valuesIn(source, compared.unit, compared.previous) },
    usersByChannel: usersByChannel(source, range.unit, range.current),
    usersByLanguage: usersByLanguage(source, range.unit, range.current),
  };
}
