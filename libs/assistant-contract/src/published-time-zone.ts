import { paths } from '@console/data-paths';
import { DEFAULT_TIME_ZONE } from './published-assistant';

/** Reads one stored document as plain data (null or undefined when it is missing). */
export type ReadDocument = (path: string) => Promise<Record<string, unknown> | null | undefined>;

/** The bank's time zone as its assistant was published, which decides the bank's day on the server. */
export async function publishedTimeZone(read: ReadDocument, mode: string, assistantId: string): Promise<string> {
  const timeZone = (await read(paths.publishedHead(mode, assistantId)))?.['timeZone'];
  return typeof timeZone === 'string' ? timeZone : DEFAULT_TIME_ZONE;
}
