import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Locale } from '@console/locale';
import type { FaqQuestion } from '../model/faq-types';
import { useAccountWritesContext } from '../mutations/account-writes-context';
import { acceptStandardAnswers } from './accept-standard-answers';

export interface AcceptStandardAnswersInput {
  locale: Locale;
  questions: readonly FaqQuestion[];
}

/** Takes the standard answers of many questions as the bank's own, with the progress of the writes. */
export function useAcceptStandardAnswers() {
  const context = useAccountWritesContext();
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const mutation = useMutation({
    mutationFn: async ({ locale, questions }: AcceptStandardAnswersInput) => acceptStandardAnswers({ ...context(), locale, questions, onProgress: setProgress }),
  });
  return { ...mutation, progress };
}
