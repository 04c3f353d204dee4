import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useBackend } from '@console/backend/react';
import { useAuthUser } from '@console/session';
import { areaFingerprints } from '../model/build-publication';
import { PUBLICATION_AREAS, type PublicationArea } from '../model/publication-draft';
import type { PublicationState } from '../model/publication-state';
import { readPublicationDraft } from '../mutations/read-publication-draft';
import { publicationQueryKeys } from './publication-query-keys';
import { usePublicationState } from './use-publication-state';

export type PublicationStatus = {
  status: 'pending' | 'error' | 'success';
  state: PublicationState | null;
  /** Areas whose drafts differ from what is published; null until both are known. */
  changedAreas: PublicationArea[] | null;
};

/**
 * The account's publishing, live, and which areas changed since the last publish: the drafts are read
 * again each time the page opens (they are edited on other screens), and compared by digest.
 */
export function usePublication(): PublicationStatus {
  const backend = useBackend();
  const uid = useAuthUser()?.uid ?? '';
  const state = usePublicationState();
  const domains = state.data?.allowedDomains;
  const draft = useQuery({
    queryKey: [...publicationQueryKeys.draft({ uid, mode: backend.mode }), domains],
    enabled: uid !== '' && state.data !== undefined,
    staleTime: 0,
    // A new list of domains reads the drafts again; meanwhile the page keeps showing the last status.
    placeholderData: keepPreviousData,
    queryFn: async () => areaFingerprints(await readPublicationDraft({ backend, uid }, domains ?? [])),
  });
  if (state.isError || draft.isError) return { status: 'error', state: state.data ?? null, changedAreas: null };
  if (!state.data || !draft.data) return { status: 'pending', state: state.data ?? null, changedAreas: null };
  const published = state.data.fingerprints;
  const current = draft.data;
  return {
    status: 'success',
    state: state.data,
    changedAreas: published ? PUBLICATION_AREAS.filter((area) => published[area] !== current[area]) : [...PUBLICATION_AREAS],
  };
}
