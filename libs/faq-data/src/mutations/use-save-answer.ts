import { useMutation } from '@tanstack/react-query';
import { SERVER_TIMESTAMP, environmentMode, useBackend, type Locale } from '@console/backend';
import { useAuthUser } from '@console/session';
import type { FaqAttachment } from '../model/faq-types';
import { answerPath } from './answer-paths';
import { uploadsToDelete } from './uploads-to-delete';

export interface SaveAnswerInput {
  faqId: string;
  locale: Locale;
  text: string;
  attachments: FaqAttachment[];
  /** Paths of the files this draft uploaded: those the answer does not list are deleted once it is saved. */
  draftUploads?: readonly string[];
}

/**
 * Saves the bank's answer to one question. A merge write of that one document: the listener then
 * delivers one changed record and only its row re-renders.
 */
export function useSaveAnswer() {
  const { documents, files } = useBackend();
  const user = useAuthUser();
  return useMutation({
    mutationFn: async ({ faqId, locale, text, attachments, draftUploads = [] }: SaveAnswerInput) => {
      if (!user) throw new Error('Not signed in');
      await documents.setDoc(
        answerPath(environmentMode, user.uid, locale, faqId),
        { answer: { text, attachments: attachments.map((item) => ({ ...item })), source: 'bank', updatedAt: SERVER_TIMESTAMP } },
        { merge: true },
      );
      // The answer is saved already; a file that cannot be deleted only costs storage.
      await Promise.allSettled(uploadsToDelete(draftUploads, attachments).map((path) => files.delete(path)));
    },
  });
}
