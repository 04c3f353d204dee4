import { paths } from '@console/data-paths';
import { useBackend } from '@console/backend/react';
import { useLiveQuery } from '@console/live-query';
import { useAuthUser } from '@console/session';
import { mapPublicationState, type PublicationState } from '../model/publication-state';
import { publicationQueryKeys } from './publication-query-keys';

/** The owner's record of publishing (the assistant's id, what was published when), live. */
export function usePublicationState() {
  const backend = useBackend();
  const uid = useAuthUser()?.uid ?? '';
  return useLiveQuery<PublicationState, ReturnType<typeof publicationQueryKeys.state>>({
    queryKey: publicationQueryKeys.state({ uid, mode: backend.mode }),
    enabled: uid !== '',
    subscribe: (onNext, onError) =>
      backend.documents.watchDoc(paths.publication(backend.mode, uid), (snapshot) => onNext(mapPublicationState(snapshot.data)), onError),
  });
}
