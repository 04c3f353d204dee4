import { WEB_ORIGIN_PATTERN, dayIn, refusedWebsiteId } from '@console/assistant-contract';
import { increment } from '@console/backend';
import { paths } from '@console/data-paths';
import type { CounterWrite } from './chat-counters';

/**
 * Tells the bank that a website it did not allow framed its chat (the chat did not appear there), so
 * that the console can say why and offer to allow it. Only an origin as browsers write it is reported.
 */
export function reportRefusedWebsite(write: CounterWrite, mode: string, assistantId: string, timeZone: string, origin: string, now = Date.now()): Promise<void> {
  if (!WEB_ORIGIN_PATTERN.test(origin)) return Promise.resolve();
  return write([{ path: `${paths.refusedWebsites(mode, assistantId)}/${refusedWebsiteId(origin)}`, data: { origin, day: dayIn(timeZone, now), count: increment(1) } }]);
}
