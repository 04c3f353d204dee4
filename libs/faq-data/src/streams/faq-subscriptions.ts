import { paths } from '@console/data-paths';
import type { Locale } from '@console/locale';
import type { DocumentStore } from '@console/backend';
import type { Subscribe } from '@console/live-query';
import { mapHiddenQuestions, type HiddenQuestions } from '../model/hidden-questions';
import { mapFaqCatalogue, type RawRecord } from '../model/map-faq-question';
import { mapOwnQuestions } from '../model/own-question';
import { mapUserAnswers } from '../model/map-user-answer';
import type { FaqQuestion, UserAnswer } from '../model/faq-types';

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Maps every snapshot; a record the mapper refuses ends the stream with that error. */
function mapped<T, R>(onNext: (value: R) => void, onError: (error: Error) => void, map: (value: T) => R) {
  return (value: T) => {
    let result: R;
    try {
      result = map(value);
    } catch (error) {
      onError(toError(error));
      return;
    }
    onNext(result);
  };
}

/** The performance marks of the questions' and the answers' arrival, which the FAQ list's drawing is measured from. */
export const FAQ_DATA_MARK = 'faq:data';
export const FAQ_ANSWERS_MARK = 'faq:answers';

/** Marks an arrival now; one mark at a time, so that screens without the list (Home) do not pile them up. */
function markArrival(mark: string): void {
  performance.clearMarks(mark);
  performance.mark(mark);
}

/**
 * The questions of one language the account answers: the catalogue's, then the bank's own. One stream
 * of two listeners, so every reader of questions (the list, the editor, Home) has both; the catalogue's
 * array keeps its identity while only the own questions change.
 */
export function subscribeQuestions(documents: DocumentStore, mode: string, uid: string, locale: Locale): Subscribe<FaqQuestion[]> {
  return (onNext, onError) => {
    const parts: [catalogue?: FaqQuestion[], own?: FaqQuestion[]] = [];
    const watch = (part: 0 | 1, path: string, map: (records: readonly RawRecord[]) => FaqQuestion[]) =>
      documents.watchCollection(
        path,
        undefined,
        mapped(
          (questions: FaqQuestion[]) => {
            parts[part] = questions;
            const [catalogue, own] = parts;
            if (!catalogue || !own) return;
            // When the questions arrived: the list measures its drawing from here (tools/benchmarks/faq-chromium.mjs).
            markArrival(FAQ_DATA_MARK);
            onNext([...catalogue, ...own]);
          },
          onError,
          map,
        ),
        onError,
      );
    const stops = [watch(0, paths.faqCatalogue(mode, locale), mapFaqCatalogue), watch(1, paths.accountOwnQuestions(mode, uid), (records) => mapOwnQuestions(records, locale))];
    return () => stops.forEach((stop) => stop());
  };
}

export function subscribeAnswers(documents: DocumentStore, mode: string, uid: string, locale: Locale): Subscribe<UserAnswer[]> {
  return (onNext, onError) =>
    documents.watchCollection(
      paths.accountAnswers(mode, uid, locale),
      undefined,
      mapped(
        (answers: UserAnswer[]) => {
          markArrival(FAQ_ANSWERS_MARK);
          onNext(answers);
        },
        onError,
        mapUserAnswers,
      ),
      onError,
    );
}


export function subscribeHiddenQuestions(documents: DocumentStore, mode: string, uid: string): Subscribe<HiddenQuestions> {
  return (onNext, onError) =>
    documents.watchDoc(paths.faqHiddenQuestions(mode, uid), mapped(onNext, onError, (snapshot: { data: unknown }) => mapHiddenQuestions(snapshot.data)), onError);
}
