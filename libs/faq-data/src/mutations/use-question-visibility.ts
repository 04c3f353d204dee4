import { useMutation } from '@tanstack/react-query';
import { paths } from '@console/data-paths';
import { DELETE_FIELD } from '@console/backend';
import { useAccountWritesContext } from './account-writes-context';

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
  const context = useAccountWritesContext();
  return useMutation({
    mutationFn: async ({ faqId, hidden }: QuestionVisibilityInput) => {
      const { documents, mode, uid } = context();
      await documents.setDoc(paths.faqHiddenQuestions(mode, uid), { [faqId]: hidden ? true : DELETE_FIELD }, { merge: true });
    },
  });
}
