import { paths } from '@console/data-paths';
import { dayIn } from './calendar-day';
import { publishedTimeZone, type ReadDocument } from './published-time-zone';

/**
 * At most this many new requests a day are e-mailed to one bank (the bank's day): a script that floods an
 * assistant with requests cannot flood the bank's mailbox too. Every request is still stored and listed
 * in the console.
 */
export const MAX_LEAD_MAILS_PER_DAY = 100;

/** Adds one to the number at `path` (0 when missing) and resolves with the new number, atomically. */
export type CountOne = (path: string) => Promise<number>;

/**
 * Whether the server e-mails a request the assistant received at `receivedAt`: counts it among the
 * day's e-mails (`paths.leadMailDays`), in the bank's time zone as published.
 */
export async function mayEmailLead(countOne: CountOne, read: ReadDocument, mode: string, assistantId: string, receivedAt: number): Promise<boolean> {
  const day = dayIn(await publishedTimeZone(read, mode, assistantId), receivedAt);
  return (await countOne(`${paths.leadMailDays(mode, assistantId)}/${day}`)) <= MAX_LEAD_MAILS_PER_DAY;
}
