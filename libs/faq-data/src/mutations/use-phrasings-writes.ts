import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@console/backend/react';
import type { Locale } from '@console/locale';
import { useAuthUser } from '@console/session';
import type { QuestionPhrasings } from '../model/phrasings';
import { addPhrasing, savePhrasings, type PhrasingsContext } from './phrasings-writes';

function usePhrasingsContext(): () => PhrasingsContext {
  const { documents, mode } = useBackend();
  const user = useAuthUser();
  return () => {
    if (!user) throw new Error('Not signed in');
    return { documents, mode, uid: user.uid };
  };
}

/** Replaces how customers ask a question; the editor's listener then delivers it. */
export function useSavePhrasings() {
  const context = usePhrasingsContext();
  return useMutation({ mutationFn: ({ faqId, phrasings }: { faqId: string; phrasings: QuestionPhrasings }) => savePhrasings(context(), faqId, phrasings) });
}

/** Adds a customer's message as a way of asking a question, in its language. */
export function useAddPhrasing() {
  const context = usePhrasingsContext();
  return useMutation({ mutationFn: ({ faqId, locale, text }: { faqId: string; locale: Locale; text: string }) => addPhrasing(context(), faqId, locale, text) });
}
