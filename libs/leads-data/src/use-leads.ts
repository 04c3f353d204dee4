import { useMutation } from '@tanstack/react-query';
import { environmentMode, paths, useBackend } from '@console/backend';
import { useLiveQuery } from '@console/live-query';
import { usePublicationState } from '@console/publishing-data';
import { useAuthUser, userQueryKey } from '@console/session';
import { mapLead, type LeadRow } from './map-lead';

/** The customers' requests to the signed-in bank's assistant, newest first, live. */
export function useLeads() {
  const { documents } = useBackend();
  const uid = useAuthUser()?.uid ?? '';
  // Only the assistant's id is needed here, not the comparison of the drafts with what was published.
  const publication = usePublicationState();
  const assistantId = publication.data?.assistantId ?? null;
  const leads = useLiveQuery<LeadRow[], readonly unknown[]>({
    queryKey: userQueryKey(uid, 'leads', assistantId),
    enabled: uid !== '' && assistantId !== null,
    subscribe: (onNext, onError) =>
      documents.watchCollection(
        paths.leads(environmentMode, assistantId ?? ''),
        { orderBy: [{ field: 'createdAt', direction: 'desc' }] },
        (stored) => onNext(stored.map(mapLead)),
        onError,
      ),
  });
  const status = publication.isError || leads.isError ? 'error' : publication.data && (assistantId === null || leads.data) ? 'success' : 'pending';
  return { status, leads: assistantId === null ? [] : (leads.data ?? []), assistantId } as const;
}

/** Marks a request handled (or not again); only the bank may. */
export function useSetLeadHandled() {
  const { documents } = useBackend();
  const assistantId = usePublicationState().data?.assistantId ?? '';
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => documents.updateDoc(`${paths.leads(environmentMode, assistantId)}/${id}`, { handled }),
  });
}
