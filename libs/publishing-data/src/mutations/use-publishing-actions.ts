import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { paths } from '@console/data-paths';
import { useBackend } from '@console/backend/react';
import { useAuthUser } from '@console/session';
import { publicationQueryKeys } from '../streams/publication-query-keys';
import { publishAssistant, unpublishAssistant } from './publish-assistant';

/**
 * Publish, unpublish, the allowed domains and the reports of refused websites, for the signed-in account;
 * `learning`: the share done (0–1) of what a running publish learns, null when none is learning.
 */
export function usePublishingActions() {
  const [learning, setLearning] = useState<number | null>(null);
  const backend = useBackend();
  const uid = useAuthUser()?.uid ?? '';
  const queryClient = useQueryClient();
  const context = { backend, mode: backend.mode, uid };
  const refresh = () => queryClient.invalidateQueries({ queryKey: publicationQueryKeys.draft({ uid, mode: backend.mode }) });
  return {
    publish: useMutation({
      mutationFn: () => publishAssistant(context, setLearning),
      onSettled: () => {
        setLearning(null);
        return refresh();
      },
    }),
    learning,
    unpublish: useMutation({ mutationFn: () => unpublishAssistant(context), onSettled: refresh }),
    saveAllowedDomains: useMutation({
      mutationFn: (allowedDomains: string[]) => backend.documents.setDoc(paths.publication(backend.mode, uid), { allowedDomains }, { merge: true }),
    }),
    /** Takes a refused website's report off the list (its id, under the published assistant's `assistantId`). */
    forgetRefusedWebsite: useMutation({
      mutationFn: ({ assistantId, id }: { assistantId: string; id: string }) => backend.documents.deleteDoc(`${paths.refusedWebsites(backend.mode, assistantId)}/${id}`),
    }),
  };
}
