import { useQuery } from '@tanstack/react-query';
import type { PublishedAssistant } from '@console/assistant-contract';
import { useAccount } from '@console/account-data';
import { useBackend } from '@console/backend/react';
import { useAuthUser } from '@console/session';
import { buildPublication } from '../model/build-publication';
import { readPublicationDraft } from '../mutations/read-publication-draft';
import { publicationQueryKeys } from './publication-query-keys';
import { usePublicationState } from './use-publication';

/** The id the preview shows before anything was published (it is never read or counted). */
const PREVIEW_ID = 'preview';

/**
 * What customers would see if the bank published now: the drafts in every language, built as a publish
 * builds them, with stored files as addresses this page can show. Read again whenever the account
 * (the assistant's name, colour, photo, the bank's details) changes, so a preview follows Settings live.
 */
export function usePreviewAssistant() {
  const backend = useBackend();
  const uid = useAuthUser()?.uid ?? '';
  const account = useAccount();
  const state = usePublicationState();
  return useQuery({
    queryKey: [...publicationQueryKeys.preview({ uid, mode: backend.mode }), account.data, state.data?.allowedDomains],
    enabled: uid !== '' && account.data !== undefined && state.data !== undefined,
    staleTime: 0,
    placeholderData: (previous) => previous,
    queryFn: async (): Promise<PublishedAssistant> => {
      const draft = await readPublicationDraft({ backend, uid }, state.data?.allowedDomains ?? [], async (file) =>
        file.path ? { url: await backend.files.getDownloadUrl(file.path) } : { url: file.url },
      );
      const { head, parts } = buildPublication(draft, PREVIEW_ID);
      return { assistantId: state.data?.assistantId ?? PREVIEW_ID, head: { ...head, publishedAt: Date.now() }, parts: parts.map(({ part }) => part) };
    },
  });
}
