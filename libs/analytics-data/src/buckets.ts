import { addDays, addMonths, firstDayOf, mondayOf, monthOf } from './calendar';
import type { DayRange, Grouping } from './periods';

/** One point of a series: the days it adds up, clipped to the period (a week may start before it). */
export type Bucket = DayRange & { key: string };

function nextStart(day: string, grouping: Grouping): string {
  switch (grouping) {
    case 'day':
      return addDays(day, 1);
    case 'week':
      return addDays(mondayOf(day), 7);
    case 'month':
      return firstDayOf(addMonths(monthOf(day), 1));
    case 'year':
      return `${Number(day.slice(0, 4)) + 1}-01-01`;
  }
}

/** The buckets of a range, in order; the first and last may be partial. */
export function bucketsOf({ first, last }: DayRange, grouping: Grouping): Bucket[] {
  const buckets: Bucket[] = [];
  for (let start = first; start <= last; start = nextStart(start, grouping)) {
    const end = addDays(nextStart(start, grouping), -1);
    buckets.push({ key: start, first: start, last: end < last ? end : last });
  }
  return buckets;
}
