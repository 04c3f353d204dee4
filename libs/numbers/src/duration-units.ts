export const MONTHS_PER_YEAR = 12;

/**
 * The whole years a number of months makes, or undefined when it is no whole number of years:
 * loan terms are stored in months and said in years where they can be (60 months is "5 years").
 */
export function wholeYears(months: number): number | undefined {
  return months > 0 && Number.isInteger(months) && months % MONTHS_PER_YEAR === 0 ? months / MONTHS_PER_YEAR : undefined;
}
