import { useMutation } from '@tanstack/react-query';
import { SERVER_TIMESTAMP, environmentMode, useBackend, type Locale } from '@console/backend';
import { useAuthUser } from '@console/session';
import type { FaqAttachment } from '../model/faq-types';
import { answerPath } from './answer-paths';

export interface SaveAnswerInput {
  faqId: string;
  locale: Locale;
  text: string;
  attachments: FaqAttachment[];
  /** Files taken out of the answer; deleted from storage once the answer no longer lists them. */
  removedAttachments?: FaqAttachment[];
}

/**
 * Saves the bank's answer to one question. A merge write of that one document: the listener then
 * delivers one changed record and only its row re-renders.
 */
export function useSaveAnswer() {
  const { documents, files } = useBackend();
  const user = useAuthUser();
  return useMutation({
    mutationFn: async ({ faqId, locale, text, attachments, removedAttachments = [] }: SaveAnswerInput) => {
      if (!user) throw new Error('Not signed in');
      await documents.setDoc(
        answerPath(environmentMode, user.uid, locale, faqId),
        { answer: { text, attachments: attachments.map((item) => ({ ...item })), source: 'bank', updatedAt: SERVER_TIMESTAMP } },
        { merge: true },
      );
      // The answer is saved already; a file that cannot be deleted only costs storage.
      await Promise.allSettled(removedAttachments.map((item) => files.delete(item.path)));
    },
  });
}
