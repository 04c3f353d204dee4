import type { QueryClient } from '@tanstack/react-query';
import { accountQueryOptions } from '@console/account-data';
import type { Locale } from '@console/locale';
import type { DocumentStore } from '@console/backend';
import { liveQueryOptions } from '@console/live-query';
import { faqQueryKeys } from './faq-query-keys';
import { subscribeAnswers, subscribeHiddenQuestions, subscribeQuestions } from './faq-subscriptions';

export interface FaqStreamContext {
  queryClient: QueryClient;
  documents: DocumentStore;
  mode: string;
  /** Null while nobody is signed in: the queries then wait. */
  uid: string | null;
}

/**
 * The questions (the catalogue's and the account's own) and the account's answers of one language as live queries. Every caller builds them
 * here, so the list and the editor share one listener per key.
 */
export function faqLocaleQueries({ queryClient, documents, mode, uid }: FaqStreamContext, locale: Locale) {
  return [
    liveQueryOptions(queryClient, { queryKey: faqQueryKeys.questions({ uid: uid ?? '', mode }, locale), subscribe: subscribeQuestions(documents, mode, uid ?? '', locale), enabled: uid !== null }),
    liveQueryOptions(queryClient, { queryKey: faqQueryKeys.answers({ uid: uid ?? '', mode }, locale), subscribe: subscribeAnswers(documents, mode, uid ?? '', locale), enabled: uid !== null }),
  ] as const;
}

/** The questions the account hides, one live query for every language and every caller. */
export function hiddenQuestionsQuery({ queryClient, documents, mode, uid }: FaqStreamContext) {
  return liveQueryOptions(queryClient, {
    queryKey: faqQueryKeys.hiddenQuestions({ uid: uid ?? '', mode }),
    subscribe: subscribeHiddenQuestions(documents, mode, uid ?? ''),
    enabled: uid !== null,
  });
}

/**
 * The four queries of the FAQ screen in one language: the questions, the answers, the account (the
 * customer type and the import's progress) and the hidden questions.
 */
export function faqScreenQueries(context: FaqStreamContext, locale: Locale) {
  const { queryClient, documents, mode, uid } = context;
  return [...faqLocaleQueries(context, locale), accountQueryOptions(queryClient, documents, mode, uid), hiddenQuestionsQuery(context)] as const;
}

/**
 * Starts the FAQ screen's listeners before it renders: the route loader calls it, and the screen finds
 * them running (the same queries). Resolves once each has delivered.
 */
export async function prefetchFaq(queryClient: QueryClient, documents: DocumentStore, mode: string, uid: string, locale: Locale): Promise<void> {
  const [questions, answers, account, hidden] = faqScreenQueries({ queryClient, documents, mode, uid }, locale);
  await Promise.all([queryClient.prefetchQuery(questions), queryClient.prefetchQuery(answers), queryClient.prefetchQuery(account), queryClient.prefetchQuery(hidden)]);
}
