import type { Bucket, Grouping } from '@console/analytics-data';

/** Short month names per language, from the dashboard's texts (Chromium has no mk or sq date data). */
export type MonthNames = readonly string[];

const date = (day: string) => Number(day.slice(8, 10));
const monthIndex = (day: string) => Number(day.slice(5, 7)) - 1;
const year = (day: string) => day.slice(0, 4);

/** A day as people write it on a chart: `24 Nov`, `24 ное`, `24 nën`. */
export function dayLabel(day: string, months: MonthNames): string {
  return `${date(day)} ${months[monthIndex(day)] ?? ''}`;
}

/** A point's label for its grouping: a day, a week as its days, a month with its year, a year. */
export function bucketLabel({ first, last }: Pick<Bucket, 'first' | 'last'>, grouping: Grouping, months: MonthNames): string {
  switch (grouping) {
    case 'day':
      return dayLabel(first, months);
    case 'week':
      return first === last ? dayLabel(first, months) : monthIndex(first) === monthIndex(last) ? `${date(first)}–${dayLabel(last, months)}` : `${dayLabel(first, months)} – ${dayLabel(last, months)}`;
    case 'month':
      return `${months[monthIndex(first)] ?? ''} ${year(first)}`;
    case 'year':
      return year(first);
  }
}

/** A range of days with years: `1 May 2025 – 24 Nov 2026`. */
export function rangeLabel(first: string, last: string, months: MonthNames): string {
  return `${dayLabel(first, months)} ${year(first)} – ${dayLabel(last, months)} ${year(last)}`;
}
