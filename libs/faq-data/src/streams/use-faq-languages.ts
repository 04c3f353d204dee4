import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useBackend } from '@console/backend/react';
import { LOCALES, type Locale } from '@console/locale';
import { useAuthUser } from '@console/session';
import { answerState, type AnswerState } from '../model/answer-state';
import type { FaqQuestion, UserAnswer } from '../model/faq-types';
import { faqLocaleQueries } from './faq-locale-queries';

/** One question in one language: the catalogue's question there and the bank's answer there. */
export interface FaqLanguageEntry {
  locale: Locale;
  /** Null when the catalogue of that language does not have the question. */
  question: FaqQuestion | null;
  answer: UserAnswer | null;
  state: AnswerState;
}

/** One language's part of `useFaqLanguages`: pending until both its catalogue and its answers arrived. */
export type FaqLanguageResult = { status: 'pending' } | { status: 'error'; error: Error } | { status: 'success'; entry: FaqLanguageEntry };

export type FaqLanguages = Record<Locale, FaqLanguageResult>;

interface Result<T> {
  data?: T;
  error: Error | null;
}

function languageResult(locale: Locale, faqId: string, catalogue: Result<FaqQuestion[]> | undefined, answers: Result<UserAnswer[]> | undefined): FaqLanguageResult {
  if (catalogue?.data === undefined || answers?.data === undefined) {
    const error = catalogue?.error ?? answers?.error ?? null;
    return error ? { status: 'error', error } : { status: 'pending' };
  }
  const question = catalogue.data.find((item) => item.id === faqId) ?? null;
  const answer = answers.data.find((item) => item.id === faqId) ?? null;
  return { status: 'success', entry: { locale, question, answer, state: answerState(answer) } };
}

/**
 * One question of the signed-in account in every language, for the person who writes and translates
 * its answers: each language's catalogue question and the bank's answer, live. The queries are the
 * FAQ's own (same keys), so the interface language's listeners are shared with the list, and the other
 * languages' stop a grace period after the last caller leaves.
 */
export function useFaqLanguages(faqId: string): FaqLanguages {
  const { documents, mode } = useBackend();
  const queryClient = useQueryClient();
  const uid = useAuthUser()?.uid ?? null;
  const queries = LOCALES.flatMap((locale) => faqLocaleQueries({ queryClient, documents, mode, uid }, locale));
  const combine = useCallback(
    (results: Array<Result<unknown>>): FaqLanguages => {
      const part = (index: number) => {
        const locale = LOCALES[index] as Locale;
        return languageResult(locale, faqId, results[index * 2] as Result<FaqQuestion[]> | undefined, results[index * 2 + 1] as Result<UserAnswer[]> | undefined);
      };
      return { mk: part(0), en: part(1), sq: part(2) };
    },
    [faqId],
  );
  return useQueries({ queries, combine });
}
