import { MONTHS_PER_YEAR, wholeYears } from '@console/numbers';

/** The unit a loan's repayment period is typed in; it is always stored in months. */
export type DurationUnit = 'months' | 'years';

export const DURATION_UNITS: readonly DurationUnit[] = ['months', 'years'];

/** Years for a stored period of whole years, months for any other (and for none yet). */
export function initialDurationUnit(months: number | undefined): DurationUnit {
  return months !== undefined && wholeYears(months) !== undefined ? 'years' : 'months';
}

/**
 * The months to store for a number typed in `unit`. Only whole years are taken: a part of a year is
 * kept as typed, which the whole-number rule refuses, rather than quietly saved as, say, 30 months.
 */
export function storedMonths(typed: number | undefined, unit: DurationUnit): number | undefined {
  if (unit === 'months' || typed === undefined) return typed;
  return Number.isInteger(typed) ? typed * MONTHS_PER_YEAR : typed;
}

/** The number the input shows in `unit` for the stored months (the inverse of `storedMonths`). */
export function typedDuration(months: number | undefined, unit: DurationUnit): number | undefined {
  if (unit === 'months' || months === undefined) return months;
  return Number.isInteger(months) ? months / MONTHS_PER_YEAR : months;
}
