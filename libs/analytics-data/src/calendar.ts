import { dayNumber, monthNumber } from '@console/assistant-contract';

/** Calendar arithmetic on `YYYY-MM-DD` days and `YYYY-MM` months: no clock, no time zone, no DST. */
const DAY_MS = 86_400_000;

export function dayFromNumber(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayFromNumber(dayNumber(day) + days);
}

export function monthFromNumber(number: number): string {
  const year = 1970 + Math.floor(number / 12);
  const month = (((number % 12) + 12) % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}`;
}

export function addMonths(month: string, months: number): string {
  return monthFromNumber(monthNumber(month) + months);
}

export const monthOf = (day: string) => day.slice(0, 7);
export const firstDayOf = (month: string) => `${month}-01`;

export function lastDayOf(month: string): string {
  return addDays(firstDayOf(addMonths(month, 1)), -1);
}

/** The Monday of the day's week (weeks start on Monday, as in all three languages' calendars). */
export function mondayOf(day: string): string {
  // 1970-01-01 was a Thursday: day number 0 is three days after a Monday.
  const weekday = (((dayNumber(day) + 3) % 7) + 7) % 7;
  return addDays(day, -weekday);
}

/** Days from `first` to `last` inclusive. */
export function daysBetween(first: string, last: string): number {
  return dayNumber(last) - dayNumber(first) + 1;
}
