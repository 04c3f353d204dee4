import { LOCALES, type Locale } from '@console/locale';
import { faqImportProgressWrite } from '@console/account-data';
import { paths } from '@console/data-paths';
import { BackendError, MAX_BATCH_OPERATIONS, SERVER_TIMESTAMP, type DocumentData, type DocumentStore, type WriteOperation } from '@console/backend';
import { mapFaqCatalogue } from '../model/map-faq-question';
import { answerPath } from '../mutations/answer-paths';


export interface ImportDefaultAnswersOptions {
  documents: DocumentStore;
  mode: string;
  uid: string;
  locales?: readonly Locale[];
  /** Operations per transaction, the progress record included; never more than Firestore's 500. */
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
 * answers that exist already are left alone, so a run cut short resumes where it stopped and never
 * duplicates. Every chunk is written in a transaction that reads its answers again and writes only the
 * missing ones, with the progress on the account document: an answer the bank saves meanwhile (in
 * another tab, say) is never replaced, and the write needs the server, never a cached read.
 * A catalogue read that comes back empty (an offline cache that holds nothing, say) fails with
 * `unavailable` before anything is written, so the import is never recorded as done without answers.
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
  const pending: Array<{ path: string; data: DocumentData }> = [];
  let total = 0;

  for (const locale of locales) {
    const [catalogue, existing] = await Promise.all([
      documents.getCollection(paths.faqCatalogue(mode, locale)),
      documents.getCollection(paths.accountAnswers(mode, uid, locale)),
    ]);
    if (catalogue.length === 0) throw new BackendError('unavailable', `The ${locale} catalogue read came back empty`);
    const answered = new Set(existing.map((answer) => answer.id));
    const questions = mapFaqCatalogue(catalogue);
    total += questions.length;
    for (const question of questions) {
      if (answered.has(question.id)) continue;
      pending.push({
        path: answerPath(mode, uid, locale, question.id),
        data: { answer: { text: question.defaultAnswer, attachments: [], source: 'default', updatedAt: SERVER_TIMESTAMP } },
      });
    }
  }

  let done = total - pending.length;
  let written = 0;
  onProgress?.({ done, total });
  const perBatch = size - 1;
  for (let start = 0; start < pending.length; start += perBatch) {
    const chunk = pending.slice(start, start + perBatch);
    const progress = faqImportProgressWrite(mode, uid, { status: 'running', done: done + chunk.length, total });
    let writing = 0;
    await documents.transaction(
      chunk.map((answer) => answer.path),
      (snapshots) => {
        // Any answer there now stays: the bank's own, or a default answer an earlier run wrote.
        const missing = chunk.filter((_, index) => snapshots[index]?.exists !== true);
        writing = missing.length;
        return [...missing.map((answer): WriteOperation => ({ type: 'set', ...answer })), progress];
      },
    );
    written += writing;
    done += chunk.length;
    onProgress?.({ done, total });
  }
  await documents.batch([faqImportProgressWrite(mode, uid, { status: 'done', done: total, total })]);
  return { written, total };
}
