import { paths } from '@console/data-paths';
import { dayIn } from './calendar-day';
import { publishedTimeZone, type ReadDocument } from './published-time-zone';

/** Adds one to the number at `path` (0 when missing) and resolves with the new number, atomically. */
export type CountOne = (path: string) => Promise<number>;

/**
 * Whether one more of something counted per day is within `cap`: adds it to the day's count in `folder`
 * (`{YYYY-MM-DD}`: `{ count }`), the day being the bank's, in its time zone as published.
 */
export async function countWithinDay(countOne: CountOne, read: ReadDocument, mode: string, assistantId: string, folder: string, cap: number, receivedAt: number): Promise<boolean> {
  const day = dayIn(await publishedTimeZone(read, mode, assistantId), receivedAt);
  return (await countOne(`${folder}/${day}`)) <= cap;
}

/**
 * At most this many documents of each kind that anyone may leave for one assistant are kept in a day
 * (the bank's day), so that a script can fill a bank's lists with no more than that; the rest is deleted
 * as it arrives. A busy bank's chat receives a small part of it.
 */
export const DAILY_CAPS = { leads: 500, unanswered: 2_000 } as const;
export type CappedKind = keyof typeof DAILY_CAPS;

/** Whether a new document of `kind` the assistant received at `receivedAt` is kept: counts it among the day's. */
export function keepWithinDailyCap(countOne: CountOne, read: ReadDocument, mode: string, assistantId: string, kind: CappedKind, receivedAt: number): Promise<boolean> {
  return countWithinDay(countOne, read, mode, assistantId, paths.keptPerDay(mode, assistantId, kind), DAILY_CAPS[kind], receivedAt);
}
