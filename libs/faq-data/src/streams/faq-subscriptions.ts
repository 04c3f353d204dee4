import { paths, type DocumentStore, type Locale } from '@console/backend';
import type { Subscribe } from '@console/live-query';
import { mapHiddenQuestions, type HiddenQuestions } from '../model/hidden-questions';
import { mapFaqAccount } from '../model/map-faq-account';
import { mapFaqCatalogue } from '../model/map-faq-question';
import { mapUserAnswers } from '../model/map-user-answer';
import type { FaqAccount, FaqQuestion, UserAnswer } from '../model/faq-types';

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

export function subscribeCatalogue(documents: DocumentStore, mode: string, locale: Locale): Subscribe<FaqQuestion[]> {
  return (onNext, onError) => documents.watchCollection(paths.faqCatalogue(mode, locale), undefined, mapped(onNext, onError, mapFaqCatalogue), onError);
}

export function subscribeAnswers(documents: DocumentStore, mode: string, uid: string, locale: Locale): Subscribe<UserAnswer[]> {
  return (onNext, onError) =>
    documents.watchCollection(paths.accountAnswers(mode, uid, locale), undefined, mapped(onNext, onError, mapUserAnswers), onError);
}

export function subscribeFaqAccount(documents: DocumentStore, mode: string, uid: string): Subscribe<FaqAccount> {
  return (onNext, onError) =>
    documents.watchDoc(paths.account(mode, uid), mapped(onNext, onError, (snapshot: { data: unknown }) => mapFaqAccount(snapshot.data)), onError);
}

export function subscribeHiddenQuestions(documents: DocumentStore, mode: string, uid: string): Subscribe<HiddenQuestions> {
  return (onNext, onError) =>
    documents.watchDoc(paths.faqHiddenQuestions(mode, uid), mapped(onNext, onError, (snapshot: { data: unknown }) => mapHiddenQuestions(snapshot.data)), onError);
}
