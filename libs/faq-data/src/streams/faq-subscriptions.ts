import { paths, type DocumentStore, type Locale } from '@console/backend';
import type { Subscribe } from '@console/live-query';
import { mapHiddenQuestions, type HiddenQuestions } from '../model/hidden-questions';
import { mapFaqCatalogue } from '../model/map-faq-question';
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

/**
 * The questions of one language the account answers: the catalogue's, then the bank's own. One stream
 * of two listeners, so every reader of questions (the list, the editor, Home) has both; the catalogue's
 * array keeps its identity while only the own questions change.
 */
export function subscribeQuestions(documents: DocumentStore, mode: string, uid: string, locale: Locale): Subscribe<FaqQuestion[]> {
  return (onNext, onError) => {
    let catalogue: FaqQuestion[] | undefined;
    let own: FaqQuestion[] | undefined;
    const emit = () => {
      if (catalogue && own) onNext([...catalogue, ...own]);
    };
    const stopCatalogue = documents.watchCollection(
      paths.faqCatalogue(mode, locale),
      undefined,
      mapped(
        (questions: FaqQuestion[]) => {
          catalogue = questions;
          emit();
        },
        onError,
        mapFaqCatalogue,
      ),
      onError,
    );
    const stopOwn = documents.watchCollection(
      paths.accountOwnQuestions(mode, uid),
      undefined,
      mapped(
        (questions: FaqQuestion[]) => {
          own = questions;
          emit();
        },
        onError,
        (records: readonly { id: unknown; data: unknown }[]) => mapOwnQuestions(records, locale),
      ),
      onError,
    );
    return () => {
      stopCatalogue();
      stopOwn();
    };
  };
}

export function subscribeAnswers(documents: DocumentStore, mode: string, uid: string, locale: Locale): Subscribe<UserAnswer[]> {
  return (onNext, onError) =>
    documents.watchCollection(paths.accountAnswers(mode, uid, locale), undefined, mapped(onNext, onError, mapUserAnswers), onError);
}


export function subscribeHiddenQuestions(documents: DocumentStore, mode: string, uid: string): Subscribe<HiddenQuestions> {
  return (onNext, onError) =>
    documents.watchDoc(paths.faqHiddenQuestions(mode, uid), mapped(onNext, onError, (snapshot: { data: unknown }) => mapHiddenQuestions(snapshot.data)), onError);
}
