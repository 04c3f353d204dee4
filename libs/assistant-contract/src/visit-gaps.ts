import { FIRST_VISIT, MAX_VISIT_GAP_DAYS, MAX_VISIT_GAP_MONTHS, type VisitGap } from './analytics-counters';

const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` calendar day as a number of days since 1970-01-01 (calendar days have no time zone). */
export function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Math.round(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1) / DAY_MS);
}

/** A `YYYY-MM` month (or the month of a `YYYY-MM-DD` day) as a number of months since January 1970. */
export function monthNumber(monthOrDay: string): number {
  const [year, month] = monthOrDay.split('-').map(Number);
  return ((year ?? 1970) - 1970) * 12 + (month ?? 1) - 1;
}

/** How a visit on `day` is counted, given the same visitor's previous visit day (or none). */
export function visitGap(previousDay: string | null, day: string): VisitGap | null {
  if (previousDay === null) return FIRST_VISIT;
  const gap = dayNumber(day) - dayNumber(previousDay);
  if (gap <= 0) return null;
  return gap > MAX_VISIT_GAP_DAYS ? FIRST_VISIT : `${gap}`;
}

/** How the same visit is counted in its month: only a visitor's first visit of the month counts. */
export function monthVisitGap(previousDay: string | null, day: string): VisitGap | null {
  if (previousDay === null) return FIRST_VISIT;
  const gap = monthNumber(day) - monthNumber(previousDay);
  if (gap <= 0) return null;
  return gap > MAX_VISIT_GAP_MONTHS ? FIRST_VISIT : `${gap}`;
}

export type DayVisits = { day: string; visits: Partial<Record<VisitGap, number>> };
export type MonthVisits = { month: string; visits: Partial<Record<VisitGap, number>> };

type UnitVisits = { unit: number; visits: Partial<Record<VisitGap, number>> };

/**
 * The distinct visitors of the units (days or months) `first`..`last` (inclusive): a visit in unit u is
 * the visitor's first in the run when it is a first visit or its previous visit came before `first`.
 */
function firstVisitsWithin(entries: readonly UnitVisits[], first: number, last: number): number {
  let total = 0;
  for (const { unit, visits } of entries) {
    const offset = unit - first;
    if (offset < 0 || unit > last) continue;
    for (const [gap, count] of Object.entries(visits)) {
      if (gap === FIRST_VISIT || Number(gap) > offset) total += count ?? 0;
    }
  }
  return total;
}

/** The distinct visitors of the days `first`..`last` (inclusive), from day documents. */
export function uniqueVisitors(days: readonly DayVisits[], first: string, last: string): number {
  return firstVisitsWithin(
    days.map(({ day, visits }) => ({ unit: dayNumber(day), visits })),
    dayNumber(first),
    dayNumber(last),
  );
}

/** The distinct visitors of the months `first`..`last` (`YYYY-MM`, inclusive), from month documents. */
export function uniqueMonthlyVisitors(months: readonly MonthVisits[], first: string, last: string): number {
  return firstVisitsWithin(
    months.map(({ month, visits }) => ({ unit: monthNumber(month), visits })),
    monthNumber(first),
    monthNumber(last),
  );
}
