import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useBackend } from '@console/backend/react';
import type { Locale } from '@console/locale';
import { useAuthUser } from '@console/session';
import type { FaqQuestion } from '../model/faq-types';
import { acceptStandardAnswers } from './accept-standard-answers';

export interface AcceptStandardAnswersInput {
  locale: Locale;
  questions: readonly FaqQuestion[];
}

/** Takes the standard answers of many questions as the bank's own, with the progress of the writes. */
export function useAcceptStandardAnswers() {
  const { documents, mode } = useBackend();
  const user = useAuthUser();
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const mutation = useMutation({
    mutationFn: async ({ locale, questions }: AcceptStandardAnswersInput) => {
      if (!user) throw new Error('Not signed in');
      return acceptStandardAnswers({ documents, mode, uid: user.uid, locale, questions, onProgress: setProgress });
    },
  });
  return { ...mutation, progress };
}
