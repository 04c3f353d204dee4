import { paths } from '@console/data-paths';
import { countWithinDay, type CountOne } from './daily-caps';
import type { ReadDocument } from './published-time-zone';

/**
 * At most this many new requests a day are e-mailed to one bank (the bank's day): a script that floods an
 * assistant with requests cannot flood the bank's mailbox too. The requests are still stored (up to
 * `DAILY_CAPS.leads`) and listed in the console.
 */
export const MAX_LEAD_MAILS_PER_DAY = 100;

/**
 * Whether the server e-mails a request the assistant received at `receivedAt`: counts it among the
 * day's e-mails (`paths.leadMailDays`), in the bank's time zone as published.
 */
export function mayEmailLead(countOne: CountOne, read: ReadDocument, mode: string, assistantId: string, receivedAt: number): Promise<boolean> {
  return countWithinDay(countOne, read, mode, assistantId, paths.leadMailDays(mode, assistantId), MAX_LEAD_MAILS_PER_DAY, receivedAt);
}
