import { useMutation } from '@tanstack/react-query';
import { useAccountWritesContext } from './account-writes-context';
import { deleteOwnQuestion, saveOwnQuestion, type SaveOwnQuestionInput } from './own-questions';

/** Adds or changes a question of the bank's own; resolves with its id. The FAQ's listeners deliver it. */
export function useSaveOwnQuestion() {
  const context = useAccountWritesContext();
  return useMutation({ mutationFn: (input: SaveOwnQuestionInput) => saveOwnQuestion(context(), input) });
}

export function useDeleteOwnQuestion() {
  const context = useAccountWritesContext();
  return useMutation({ mutationFn: (id: string) => deleteOwnQuestion(context(), id) });
}
