import { ANALYTICS_SHARDS, monthNumber } from '@console/assistant-contract';
import { daysBetween, monthOf } from './calendar';
import { documentsNeeded } from './dashboard-view';
import type { Grouping, Period } from './periods';

/** The most unanswered questions a view reads: the newest of the period (its cost stays bounded). */
export const MAX_UNANSWERED_READ = 500;

/**
 * The most documents a view reads in Firebase (each read document is billed): every shard of the days and
 * months it needs, the unanswered questions it reads at most, and the one that says whether anything was
 * ever counted. `firstMonth` is the first month with data, for the whole period.
 */
export function maxDocumentsRead(period: Period, grouping: Grouping, today: string, firstMonth: string): number {
  const { days, months } = documentsNeeded(period, grouping, today);
  const dayCount = days ? daysBetween(days.first, days.last) : 0;
  const span = months === 'all' ? { first: firstMonth, last: monthOf(today) } : months;
  const monthCount = span ? monthNumber(span.last) - monthNumber(span.first) + 1 : 0;
  return (dayCount + monthCount) * ANALYTICS_SHARDS + MAX_UNANSWERED_READ + 1;
}
