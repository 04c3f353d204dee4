import type { RefusedWebsite } from '@console/assistant-contract';
import { environmentMode, paths, useBackend } from '@console/backend';
import { useLiveQuery } from '@console/live-query';
import { useAuthUser, userQueryKey } from '@console/session';
import { usePublicationState } from './use-publication';

/** The most recent websites reported: enough to spot one's own, few enough to read. */
const SHOWN = 5;

/** Websites that framed the bank's chat without being allowed, most recently seen first, live. */
export function useRefusedWebsites() {
  const { documents } = useBackend();
  const uid = useAuthUser()?.uid ?? '';
  const assistantId = usePublicationState().data?.assistantId ?? null;
  return useLiveQuery<RefusedWebsite[], readonly unknown[]>({
    queryKey: userQueryKey(uid, 'publication', 'refused', assistantId),
    enabled: uid !== '' && assistantId !== null,
    subscribe: (onNext, onError) =>
      documents.watchCollection<RefusedWebsite>(
        paths.refusedWebsites(environmentMode, assistantId ?? ''),
        { orderBy: [{ field: 'day', direction: 'desc' }], limit: SHOWN },
        (stored) => onNext(stored.map(({ data }) => data)),
        onError,
      ),
  });
}
