import { useBackend } from '@console/backend/react';
import { useLiveQuery } from '@console/live-query';
import { useAuthUser } from '@console/session';
import { mapPhrasings, type QuestionPhrasings } from '../model/phrasings';
import { phrasingsPath } from '../mutations/phrasings-writes';
import { faqQueryKeys } from './faq-query-keys';

/** How the bank's customers ask one question, in every language, live. */
export function usePhrasings(faqId: string) {
  const { documents, mode } = useBackend();
  const uid = useAuthUser()?.uid ?? null;
  return useLiveQuery<QuestionPhrasings, ReturnType<typeof faqQueryKeys.phrasings>>({
    queryKey: faqQueryKeys.phrasings({ uid: uid ?? '', mode }, faqId),
    subscribe: (onNext, onError) =>
      documents.watchDoc(phrasingsPath({ documents, mode, uid: uid ?? '' }, faqId), (snapshot) => onNext(mapPhrasings(snapshot.data)), onError),
    enabled: uid !== null,
  });
}
