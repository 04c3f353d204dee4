import { useQuery } from '@tanstack/react-query';
import type { PublishedAssistant, PublishedHead, PublishedPart } from '@console/assistant-contract';
import type { Backend } from '@console/backend';
import { paths } from '@console/data-paths';
import { useAccount } from '@console/account-data';
import { useBackend } from '@console/backend/react';
import { useAuthUser } from '@console/session';
import { buildPublication, isLearnedPartId } from '../model/build-publication';
import { readPublicationDraft } from '../mutations/read-publication-draft';
import { publicationQueryKeys } from './publication-query-keys';
import { usePublicationState } from './use-publication-state';

/** The id the preview shows before anything was published (it is never read or counted). */
const PREVIEW_ID = 'preview';

/**
 * What the last publish learned from what the bank taught, as published: the preview answers with it.
 * Learning the drafts' teaching anew would take seconds every time the preview is read; what was taught
 * since is learned by the next publish.
 */
async function publishedLearnedParts(backend: Backend, assistantId: string | null): Promise<PublishedPart[]> {
  if (!assistantId) return [];
  const head = (await backend.documents.getDoc<PublishedHead>(paths.publishedHead(backend.mode, assistantId))).data;
  const ids = head?.parts.filter(isLearnedPartId) ?? [];
  const parts = await Promise.all(ids.map(async (id) => (await backend.documents.getDoc<PublishedPart>(`${paths.publishedParts(backend.mode, assistantId)}/${id}`)).data));
  return parts.filter((part): part is PublishedPart => part !== null);
}

/**
 * What customers would see if the bank published now: the drafts in every language, built as a publish
 * builds them, with stored files as addresses this page can show, and what the last publish learned. Read again whenever the account
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
      const learned = await publishedLearnedParts(backend, state.data?.assistantId ?? null);
      return { assistantId: state.data?.assistantId ?? PREVIEW_ID, head: { ...head, publishedAt: Date.now() }, parts: [...parts.map(({ part }) => part), ...learned] };
    },
  });
}
