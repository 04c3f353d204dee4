import { paths } from '@console/data-paths';
import { ANALYTICS_SHARDS } from './analytics-counters';
import { counterDocuments, type ChatEvent } from './chat-events';
import { publishedTimeZone } from './published-time-zone';

/**
 * Where the server keeps the counters: `add` adds each number at the leaves of `data` to the stored one
 * (an increment; other values are set), creating the document when missing.
 */
export type CounterStore = {
  get: (path: string) => Promise<Record<string, unknown> | null>;
  add: (path: string, data: Record<string, unknown>) => Promise<void>;
  remove: (path: string) => Promise<void>;
};

const EVENT_DOCUMENT = /^mode\/([^/]+)\/analytics\/([^/]+)\/events\/[^/]+$/u;

/** Whether `path` is a chat's event (`paths.chatEvents`). */
export const isChatEventPath = (path: string): boolean => EVENT_DOCUMENT.test(path);

/**
 * The server's part of a chat event, which the rules already allowed: adds it to its day's and month's
 * counters (in the bank's time zone, at the time the server received it, in a shard at random), then
 * deletes it. The Cloud Function runs it in production, the local backend in the write's transaction.
 */
export async function countChatEvent(store: CounterStore, eventPath: string, event: ChatEvent, receivedAt: number, random = Math.random): Promise<void> {
  const [, mode = '', assistantId = ''] = EVENT_DOCUMENT.exec(eventPath) ?? [];
  const timeZone = await publishedTimeZone(store.get, mode, assistantId);
  for (const { unit, id, data } of counterDocuments(event, timeZone, receivedAt, Math.floor(random() * ANALYTICS_SHARDS))) {
    await store.add(`${unit === 'days' ? paths.analyticsDays(mode, assistantId) : paths.analyticsMonths(mode, assistantId)}/${id}`, data);
  }
  await store.remove(eventPath);
}
