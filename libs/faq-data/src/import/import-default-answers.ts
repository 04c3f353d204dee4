import { LOCALES } from '@console/locale';
import { MAX_BATCH_OPERATIONS, SERVER_TIMESTAMP, paths, type DocumentStore, type Locale, type WriteOperation } from '@console/backend';
import { mapFaqCatalogue } from '../model/map-faq-question';
import { answerPath } from '../mutations/answer-paths';


export interface ImportDefaultAnswersOptions {
  documents: DocumentStore;
  mode: string;
  uid: string;
  locales?: readonly Locale[];
  /** Operations per batch, the progress record included; never more than Firestore's 500. */
  batchSize?: number;
  onProgress?: (progress: { done: number; total: number }) => void;
}

export interface ImportResult {
  /** Answers written by this run. */
  written: number;
  /** Answers the account has now, imported or its own. */
  total: number;
}

/**
 * Gives a new account an answer to every catalogue question in every language, copied from the
 * catalogue's default answer and marked `source: 'default'`. Each answer's id is its question's id and
 * answers that exist already are left alone, so a run cut short resumes where it stopped, never
 * duplicates and never overwrites what the bank wrote. Every batch also records the progress on the
 * account document in the same atomic write.
 */
export async function importDefaultAnswers({
  documents,
  mode,
  uid,
  locales = LOCALES,
  batchSize = MAX_BATCH_OPERATIONS,
  onProgress,
}: ImportDefaultAnswersOptions): Promise<ImportResult> {
  const size = Math.min(Math.max(2, batchSize), MAX_BATCH_OPERATIONS);
  const accountPath = paths.account(mode, uid);
  const pending: WriteOperation[] = [];
  let total = 0;

  for (const locale of locales) {
    const [catalogue, existing] = await Promise.all([
      documents.getCollection(paths.faqCatalogue(mode, locale)),
      documents.getCollection(paths.accountAnswers(mode, uid, locale)),
    ]);
    const answered = new Set(existing.map((answer) => answer.id));
    const questions = mapFaqCatalogue(catalogue);
    total += questions.length;
    for (const question of questions) {
      if (answered.has(question.id)) continue;
      pending.push({
        type: 'set',
        path: answerPath(mode, uid, locale, question.id),
        data: { answer: { text: question.defaultAnswer, attachments: [], source: 'default', updatedAt: SERVER_TIMESTAMP } },
      });
    }
  }

  let done = total - pending.length;
  onProgress?.({ done, total });
  const perBatch = size - 1;
  for (let start = 0; start < pending.length; start += perBatch) {
    const chunk = pending.slice(start, start + perBatch);
    done += chunk.length;
    await documents.batch([...chunk, { type: 'set', path: accountPath, data: { faqImport: { status: 'running', done, total } }, merge: true }]);
    onProgress?.({ done, total });
  }
  await documents.setDoc(accountPath, { faqImport: { status: 'done', done: total, total, finishedAt: SERVER_TIMESTAMP } }, { merge: true });
  return { written: pending.length, total };
}
