import type { Locale } from '@console/locale';
import { MAX_BATCH_OPERATIONS, SERVER_TIMESTAMP, type DocumentStore, type WriteOperation } from '@console/backend';
import type { FaqQuestion } from '../model/faq-types';
import { isAnswered } from '../model/is-answered';
import { mapUserAnswer } from '../model/map-user-answer';
import { answerPath } from '../mutations/answer-paths';

export interface AcceptStandardAnswersOptions {
  documents: DocumentStore;
  mode: string;
  uid: string;
  locale: Locale;
  /** The questions whose standard answers the bank takes as its own. */
  questions: readonly FaqQuestion[];
  /** Answers per transaction; never more than Firestore's 500 operations. */
  batchSize?: number;
  onProgress?: (progress: { done: number; total: number }) => void;
}

/**
 * The questions of a list the bank has not answered itself that have a standard answer to take; not those
 * it hid from its customers.
 */
export function standardAnswersToAccept<T extends { question: FaqQuestion; answered: boolean; hidden?: boolean }>(entries: readonly T[]): T[] {
  return entries.filter((entry) => !entry.answered && entry.hidden !== true && entry.question.defaultAnswer.trim().length > 0);
}

/**
 * Makes the standard answers of the given questions the bank's own answers in one language, in
 * transactions of at most 500 writes. Each transaction reads its answers again and leaves alone any the
 * bank answered meanwhile (in another tab, say): only an unanswered, imported or withdrawn answer is
 * replaced. Returns how many answers were written.
 */
export async function acceptStandardAnswers({
  documents,
  mode,
  uid,
  locale,
  questions,
  batchSize = MAX_BATCH_OPERATIONS,
  onProgress,
}: AcceptStandardAnswersOptions): Promise<number> {
  const size = Math.min(Math.max(1, batchSize), MAX_BATCH_OPERATIONS);
  const total = questions.length;
  let done = 0;
  let written = 0;
  onProgress?.({ done, total });
  for (let start = 0; start < total; start += size) {
    const chunk = questions.slice(start, start + size);
    const targets = chunk.map((question) => answerPath(mode, uid, locale, question.id));
    let writing = 0;
    await documents.transaction(targets, (snapshots) => {
      const operations = chunk.flatMap((question, index): WriteOperation[] => {
        const stored = snapshots[index];
        if (stored?.exists && isAnswered(mapUserAnswer({ id: question.id, data: stored.data }))) return [];
        const path = targets[index] ?? '';
        return [{ type: 'set', path, data: { answer: { text: question.defaultAnswer, attachments: [], source: 'bank', updatedAt: SERVER_TIMESTAMP } } }];
      });
      writing = operations.length;
      return operations;
    });
    written += writing;
    done += chunk.length;
    onProgress?.({ done, total });
  }
  return written;
}
