import { useMutation } from '@tanstack/react-query';
import { useLiveQuery } from '@console/live-query';
import { usePublicationState } from '@console/publishing-data/state';
import { useAuthUser } from '@console/session';
import { leadsQueryKeys } from './leads-query-keys';
import { mapLead, type LeadRow } from './map-lead';
import { paths } from '@console/data-paths';
import { useBackend } from '@console/backend/react';

/** How many requests a page of the list adds. */
export const LEADS_PAGE_SIZE = 50;

/**
 * The customers' requests to the signed-in bank's assistant, newest first, live: the newest `shown`
 * (one more is read to tell whether there are more).
 */
export function useLeads(shown = LEADS_PAGE_SIZE) {
  const { documents, mode } = useBackend();
  const uid = useAuthUser()?.uid ?? '';
  // Only the assistant's id is needed here, not the comparison of the drafts with what was published.
  const publication = usePublicationState();
  const assistantId = publication.data?.assistantId ?? null;
  const leads = useLiveQuery<LeadRow[], readonly unknown[]>({
    queryKey: leadsQueryKeys.list({ uid, mode }, assistantId, shown),
    enabled: uid !== '' && assistantId !== null,
    keepPrevious: true,
    subscribe: (onNext, onError) =>
      documents.watchCollection(
        paths.leads(mode, assistantId ?? ''),
        { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: shown + 1 },
        (stored) => onNext(stored.map(mapLead)),
        onError,
      ),
  });
  const status = publication.isError || leads.isError ? 'error' : publication.data && (assistantId === null || leads.data) ? 'success' : 'pending';
  const read = assistantId === null ? [] : (leads.data ?? []);
  return { status, leads: read.slice(0, shown), hasMore: read.length > shown, assistantId } as const;
}

/** Deletes a request for good (a customer's right to erasure); only the bank may. */
export function useDeleteLead() {
  const { documents, mode } = useBackend();
  const assistantId = usePublicationState().data?.assistantId ?? '';
  return useMutation({ mutationFn: (id: string) => documents.deleteDoc(`${paths.leads(mode, assistantId)}/${id}`) });
}

/** Marks a request handled (or not again); only the bank may. */
export function useSetLeadHandled() {
  const { documents, mode } = useBackend();
  const assistantId = usePublicationState().data?.assistantId ?? '';
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => documents.updateDoc(`${paths.leads(mode, assistantId)}/${id}`, { handled }),
  });
}
