import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@console/backend/react';
import { LOCALES, perLocale, type Locale } from '@console/locale';
import { liveQueryOptions } from '@console/live-query';
import { useAuthUser } from '@console/session';
import { NO_HIDDEN_QUESTIONS, type HiddenQuestions } from '../model/hidden-questions';
import { isAnswered } from '../model/is-answered';
import type { UserAnswer } from '../model/faq-types';
import { hiddenQuestionsQuery } from './faq-locale-queries';
import { faqQueryKeys } from './faq-query-keys';
import { subscribeAnswers } from './faq-subscriptions';

export interface AnswerCoverage {
  /** `pending` until the answers of every language have arrived. */
  status: 'pending' | 'error' | 'success';
  /**
   * Questions the bank has answered itself, per language (imported default answers and answers to
   * questions it hides do not count).
   */
  answered: Record<Locale, number>;
  /** The languages each question has the bank's own answer in (a question absent: none). */
  answeredIn: ReadonlyMap<string, readonly Locale[]>;
  /**
   * Questions the bank has answered in another language but not yet in this one, per language (questions
   * it hides do not count): what customers of that language cannot be told yet.
   */
  missing: Record<Locale, number>;
}

type CoverageResults = ReadonlyArray<{ data?: unknown; error: unknown }>;

/**
 * The coverage from the answers of each language and the hidden questions, in that order. A function of
 * the module, so that its identity stays the same and the query library keeps its result between renders.
 */
function combineCoverage(results: CoverageResults): AnswerCoverage {
  const ready = results.every((result) => result.data !== undefined);
  const failed = results.some((result) => result.error && result.data === undefined);
  const hidden = (results[LOCALES.length]?.data as HiddenQuestions | undefined) ?? NO_HIDDEN_QUESTIONS;
  const answeredIn = new Map<string, Locale[]>();
  const answeredCount = perLocale(() => 0);
  LOCALES.forEach((locale, index) => {
    for (const answer of (results[index]?.data as UserAnswer[] | undefined) ?? []) {
      if (!isAnswered(answer)) continue;
      const languages = answeredIn.get(answer.id);
      if (languages) languages.push(locale);
      else answeredIn.set(answer.id, [locale]);
      if (!hidden.has(answer.id)) answeredCount[locale] += 1;
    }
  });
  const missing = perLocale(() => 0);
  for (const [id, languages] of answeredIn) {
    if (hidden.has(id)) continue;
    for (const locale of LOCALES) if (!languages.includes(locale)) missing[locale] += 1;
  }
  return { status: failed ? 'error' : ready ? 'success' : 'pending', answered: answeredCount, answeredIn, missing };
}

/**
 * How far the bank's answers reach in each language, whatever the console's own language: live, and
 * sharing its listeners with the FAQ screen's (the same query keys).
 */
export function useAnswerCoverage(): AnswerCoverage {
  const { documents, mode } = useBackend();
  const queryClient = useQueryClient();
  const uid = useAuthUser()?.uid ?? null;
  return useQueries({
    queries: [
      ...LOCALES.map((locale) =>
        liveQueryOptions(queryClient, {
          queryKey: faqQueryKeys.answers({ uid: uid ?? '', mode }, locale),
          subscribe: subscribeAnswers(documents, mode, uid ?? '', locale),
          enabled: uid !== null,
        }),
      ),
      hiddenQuestionsQuery({ queryClient, documents, mode, uid }),
    ],
    combine: combineCoverage,
  });
}
