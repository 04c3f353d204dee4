/** A calendar day as a product's offer dates are stored (`YYYY-MM-DD`, the bank's day). */
export const CALENDAR_DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/u;

/** The dates of an offer: the first and the last day it holds, both included; either may be absent. */
export interface OfferDates {
  validFrom?: unknown;
  validUntil?: unknown;
}

const day = (value: unknown) => (typeof value === 'string' && CALENDAR_DAY_PATTERN.test(value) ? value : null);

/**
 * Whether an offer holds on a calendar day: from its first day to its last, both included; without
 * dates, always. Days compare as text because `YYYY-MM-DD` sorts as the calendar does.
 */
export function offeredOn({ validFrom, validUntil }: OfferDates, today: string): boolean {
  const from = day(validFrom);
  const until = day(validUntil);
  return (from === null || from <= today) && (until === null || today <= until);
}
