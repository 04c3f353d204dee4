import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@console/backend/react';
import { useAuthUser } from '@console/session';
import { deleteOwnQuestion, saveOwnQuestion, type OwnQuestionContext, type SaveOwnQuestionInput } from './own-questions';

function useOwnQuestionContext(): () => OwnQuestionContext {
  const { documents, mode } = useBackend();
  const user = useAuthUser();
  return () => {
    if (!user) throw new Error('Not signed in');
    return { documents, mode, uid: user.uid };
  };
}

/** Adds or changes a question of the bank's own; resolves with its id. The FAQ's listeners deliver it. */
export function useSaveOwnQuestion() {
  const context = useOwnQuestionContext();
  return useMutation({ mutationFn: (input: SaveOwnQuestionInput) => saveOwnQuestion(context(), input) });
}

export function useDeleteOwnQuestion() {
  const context = useOwnQuestionContext();
  return useMutation({ mutationFn: (id: string) => deleteOwnQuestion(context(), id) });
}
