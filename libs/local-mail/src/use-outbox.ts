import type { OutboxMessage, OutboxPort } from '@console/backend';
import { useLiveQuery } from '@console/live-query';

/** The local backend's sent e-mails, newest first, kept current while the mailbox is open. */
export function useOutbox(outbox: OutboxPort | undefined) {
  return useLiveQuery<OutboxMessage[], readonly ['local-mail', 'outbox']>({
    queryKey: ['local-mail', 'outbox'],
    subscribe: (next, fail) => (outbox ? outbox.watch(next, fail) : () => undefined),
    enabled: outbox !== undefined,
  });
}
