import { WEB_ORIGIN_PATTERN, refusedWebsiteId } from '@console/assistant-contract';
import { SERVER_TIMESTAMP, increment } from '@console/backend';
import { paths } from '@console/data-paths';
import type { CounterWrite } from './chat-counters';

/**
 * Tells the bank that a website it did not allow framed its chat (the chat did not appear there), so
 * that the console can say why and offer to allow it. Only an origin as browsers write it is reported,
 * dated by the server.
 */
export function reportRefusedWebsite(write: CounterWrite, mode: string, assistantId: string, origin: string): Promise<void> {
  if (!WEB_ORIGIN_PATTERN.test(origin)) return Promise.resolve();
  return write([{ path: `${paths.refusedWebsites(mode, assistantId)}/${refusedWebsiteId(origin)}`, data: { origin, lastSeenAt: SERVER_TIMESTAMP, count: increment(1) } }]);
}
