import { FIRST_VISIT, MAX_VISIT_GAP_DAYS, type VisitGap } from './analytics-counters';

const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` calendar day as a number of days since 1970-01-01 (calendar days have no time zone). */
export function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Math.round(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1) / DAY_MS);
}

/** How a visit on `day` is counted, given the same visitor's previous visit day (or none). */
export function visitGap(previousDay: string | null, day: string): VisitGap | null {
  if (previousDay === null) return FIRST_VISIT;
  const gap = dayNumber(day) - dayNumber(previousDay);
  if (gap <= 0) return null;
  return gap > MAX_VISIT_GAP_DAYS ? FIRST_VISIT : `${gap}`;
}

export type DayVisits = { day: string; visits: Partial<Record<VisitGap, number>> };

/**
 * The distinct visitors of the days `first`..`last` (inclusive): a visit on day d is the visitor's
 * first in the run when it is a first visit or its previous visit came before `first`.
 */
export function uniqueVisitors(days: readonly DayVisits[], first: string, last: string): number {
  const start = dayNumber(first);
  const end = dayNumber(last);
  let total = 0;
  for (const { day, visits } of days) {
    const offset = dayNumber(day) - start;
    if (offset < 0 || dayNumber(day) > end) continue;
    for (const [gap, count] of Object.entries(visits)) {
      if (gap === FIRST_VISIT || Number(gap) > offset) total += count ?? 0;
    }
  }
  return total;
}
