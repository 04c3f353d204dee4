import { useMutation } from '@tanstack/react-query';
import { paths } from '@console/data-paths';
import { useBackend } from '@console/backend/react';
import { usePublicationState } from '@console/publishing-data/state';

/**
 * Deletes unanswered questions for good (one grouped row's documents, in one batch): a question that
 * holds a customer's personal data the chat did not hide, or that is not a real question. Only the bank may.
 */
export function useDeleteUnanswered() {
  const { documents, mode } = useBackend();
  const assistantId = usePublicationState().data?.assistantId ?? '';
  return useMutation({
    mutationFn: (ids: readonly string[]) => documents.batch(ids.map((id) => ({ type: 'delete', path: `${paths.unansweredQuestions(mode, assistantId)}/${id}` }))),
  });
}
