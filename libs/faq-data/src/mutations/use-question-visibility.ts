import { useMutation } from '@tanstack/react-query';
import { paths } from '@console/data-paths';
import { useBackend } from '@console/backend/react';
import { DELETE_FIELD } from '@console/backend';
import { useAuthUser } from '@console/session';

export interface QuestionVisibilityInput {
  faqId: string;
  hidden: boolean;
}

/**
 * Hides a catalogue question from the bank's customers, in every language, or shows it again: one
 * merge write of that one key (showing removes it, so the document keeps only hidden questions). The
 * FAQ's listener then delivers the change.
 */
export function useQuestionVisibility() {
  const { documents, mode } = useBackend();
  const user = useAuthUser();
  return useMutation({
    mutationFn: async ({ faqId, hidden }: QuestionVisibilityInput) => {
      if (!user) throw new Error('Not signed in');
      await documents.setDoc(paths.faqHiddenQuestions(mode, user.uid), { [faqId]: hidden ? true : DELETE_FIELD }, { merge: true });
    },
  });
}
