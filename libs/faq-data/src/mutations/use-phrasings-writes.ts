import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@console/locale';
import type { QuestionPhrasings } from '../model/phrasings';
import { useAccountWritesContext } from './account-writes-context';
import { addPhrasing, savePhrasings } from './phrasings-writes';

/** Replaces how customers ask a question; the editor's listener then delivers it. */
export function useSavePhrasings() {
  const context = useAccountWritesContext();
  return useMutation({ mutationFn: ({ faqId, phrasings }: { faqId: string; phrasings: QuestionPhrasings }) => savePhrasings(context(), faqId, phrasings) });
}

/** Adds a customer's message as a way of asking a question, in its language. */
export function useAddPhrasing() {
  const context = useAccountWritesContext();
  return useMutation({ mutationFn: ({ faqId, locale, text }: { faqId: string; locale: Locale; text: string }) => addPhrasing(context(), faqId, locale, text) });
}
