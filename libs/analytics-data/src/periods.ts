import { monthNumber } from '@console/assistant-contract';
import { addDays, addMonths, daysBetween, firstDayOf, monthOf } from './calendar';

/** The dashboard's periods, as the specification names them. */
export const PERIODS = ['7d', '30d', '90d', 'month', '6m', 'all'] as const;
export type Period = (typeof PERIODS)[number];

export const GROUPINGS = ['day', 'week', 'month', 'year'] as const;
export type Grouping = (typeof GROUPINGS)[number];

/** The groupings offered for each period, the first being the default: enough points, not too many. */
export const PERIOD_GROUPINGS: Record<Period, readonly Grouping[]> = {
  '7d': ['day'],
  '30d': ['day', 'week'],
  '90d': ['week', 'day'],
  month: ['day', 'week'],
  '6m': ['month', 'week'],
  all: ['month', 'year'],
};

export type DayRange = { first: string; last: string };

/**
 * The days a period covers on `today` (in the bank's time zone), the previous period of the same length
 * (none for the whole period) and whether its headline numbers come from day or month documents: the
 * long periods start on the first of a month, so their unique users are exact from months alone.
 */
export type PeriodRange = { current: DayRange; previous: DayRange | null; unit: 'day' | 'month' };

const lastDays = (today: string, count: number): PeriodRange => ({
  current: { first: addDays(today, -(count - 1)), last: today },
  previous: { first: addDays(today, -(2 * count - 1)), last: addDays(today, -count) },
  unit: 'day',
});

/** `firstDay` is the first day with data, for the whole period (today when there is none). */
export function periodRange(period: Period, today: string, firstDay: string = today): PeriodRange {
  switch (period) {
    case '7d':
      return lastDays(today, 7);
    case '30d':
      return lastDays(today, 30);
    case '90d':
      return lastDays(today, 90);
    case 'month': {
      const first = firstDayOf(monthOf(today));
      const length = Number(today.slice(8, 10));
      return { current: { first, last: today }, previous: { first: addDays(first, -length), last: addDays(first, -1) }, unit: 'day' };
    }
    case '6m': {
      const first = firstDayOf(addMonths(monthOf(today), -5));
      return { current: { first, last: today }, previous: { first: firstDayOf(addMonths(monthOf(first), -6)), last: addDays(first, -1) }, unit: 'month' };
    }
    case 'all':
      return { current: { first: firstDayOf(monthOf(firstDay < today ? firstDay : today)), last: today }, previous: null, unit: 'month' };
  }
}

/** The whole days (or, for a period counted in months, the whole months) of a period and of as many before it. */
export type ComparedRanges = { current: DayRange; previous: DayRange; unit: 'day' | 'month' };

/**
 * What a period's change is worked out on: its days before today against as many days from the start of
 * the previous period (for the long periods, its months before this one against as many months), so that
 * today's unfinished day, or month, is never set against whole ones and every tile does not fall at
 * midnight. None for the whole period, or when the period has no whole day yet (the 1st of a month).
 */
export function comparedRanges({ current, previous, unit }: PeriodRange, today: string): ComparedRanges | null {
  if (!previous) return null;
  if (unit === 'day') {
    const last = addDays(today, -1);
    if (last < current.first) return null;
    return { current: { first: current.first, last }, previous: { first: previous.first, last: addDays(previous.first, daysBetween(current.first, last) - 1) }, unit };
  }
  const thisMonth = monthOf(today);
  const months = monthNumber(thisMonth) - monthNumber(current.first);
  if (months < 1) return null;
  return {
    current: { first: current.first, last: addDays(firstDayOf(thisMonth), -1) },
    previous: { first: previous.first, last: addDays(firstDayOf(addMonths(monthOf(previous.first), months)), -1) },
    unit,
  };
}

export function isGroupingOf(period: Period, grouping: string): grouping is Grouping {
  return PERIOD_GROUPINGS[period].some((offered) => offered === grouping);
}
