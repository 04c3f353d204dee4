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

/**
 * Whether customers are shown a product on the bank's day `today`: a card always (it has no offer
 * dates), a loan or a deposit while its offer holds. A publish leaves out the others — an offer that
 * starts later is not made public before its day — and the chat leaves out those whose offer ended
 * since.
 */
export function shownToCustomersOn(product: { kind: string; fields: object }, today: string): boolean {
  // Any kind's fields may be read as offer dates: `offeredOn` checks both values it reads.
  return product.kind === 'cards' || offeredOn(product.fields as OfferDates, today);
}
