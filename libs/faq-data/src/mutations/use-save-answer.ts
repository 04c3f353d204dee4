import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@console/backend/react';
import type { Locale } from '@console/locale';
import { SERVER_TIMESTAMP, writeConflict } from '@console/backend';
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
  /**
   * The saved answer the draft started from (text and file paths; null: none was saved). When what is
   * stored now differs, nothing is written and the save fails with a write conflict.
   */
  basedOn?: { text: string; attachmentPaths: readonly string[] } | null;
}

/** The text and files of a stored answer document, as a draft's baseline names them. */
function storedVersion(data: Record<string, unknown> | null): { text: string; attachmentPaths: string[] } | null {
  const answer = data?.['answer'];
  if (typeof answer !== 'object' || answer === null) return null;
  const { text, attachments } = answer as { text?: unknown; attachments?: unknown };
  const paths = Array.isArray(attachments) ? attachments.map((item: { path?: unknown }) => String(item?.path ?? '')) : [];
  return { text: typeof text === 'string' ? text : '', attachmentPaths: paths };
}

const sameVersion = (a: { text: string; attachmentPaths: readonly string[] } | null, b: { text: string; attachmentPaths: readonly string[] } | null) =>
  (a?.text ?? '') === (b?.text ?? '') && (a?.attachmentPaths ?? []).join('\n') === (b?.attachmentPaths ?? []).join('\n');

/**
 * Saves the bank's answer to one question. A merge write of that one document: the listener then
 * delivers one changed record and only its row re-renders. With `basedOn` the write is conditional: read
 * and written in one transaction, it is refused when someone saved another version meanwhile.
 */
export function useSaveAnswer() {
  const { documents, files, mode } = useBackend();
  const user = useAuthUser();
  return useMutation({
    mutationFn: async ({ faqId, locale, text, attachments, draftUploads = [], basedOn }: SaveAnswerInput) => {
      if (!user) throw new Error('Not signed in');
      const path = answerPath(mode, user.uid, locale, faqId);
      const data = { answer: { text, attachments: attachments.map((item) => ({ ...item })), source: 'bank', updatedAt: SERVER_TIMESTAMP } };
      if (basedOn === undefined) await documents.setDoc(path, data, { merge: true });
      else
        await documents.transaction([path], ([stored]) => {
          if (!sameVersion(storedVersion(stored?.data ?? null), basedOn)) throw writeConflict(path);
          return [{ type: 'set', path, data, merge: true }];
        });
      // The answer is saved already; a file that cannot be deleted only costs storage.
      await Promise.allSettled(uploadsToDelete(draftUploads, attachments).map((path) => files.delete(path)));
    },
  });
}
