import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { accountQueryKeys, type Account } from '@console/account-data';
import { useBackend } from '@console/backend/react';
import type { Locale } from '@console/locale';
import { useAuthUser } from '@console/session';
import { createFaqJoiner } from '../model/join-faq';
import type { CustomerType, FaqAccount, FaqEntry, FaqImportRecord, FaqQuestion, UserAnswer } from '../model/faq-types';
import { faqQueryKeys } from './faq-query-keys';
import { faqScreenQueries } from './faq-locale-queries';
import type { HiddenQuestions } from '../model/hidden-questions';
import { useInterfaceLocale } from '@console/i18n';
import { useReleaseReplacedQueries } from './use-release-replaced-queries';

export interface FaqData {
  /** `pending` until the catalogue, the answers, the account and the hidden questions have all arrived. */
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  /** The questions meant for this account, each with its answer, in catalogue order. */
  entries: FaqEntry[];
  /** Answers stored for the current language, imported defaults included. */
  storedAnswerCount: number;
  customerType: CustomerType | null;
  faqImport: FaqImportRecord | null;
  locale: Locale;
  uid: string | null;
}

type Result<T> = { data?: T; error: Error | null };

const faqAccountOf = (account: Account): FaqAccount => ({ customerType: account.profile.customerType, faqImport: account.faqImport });
type Results = [Result<FaqQuestion[]>, Result<UserAnswer[]>, Result<FaqAccount>, Result<HiddenQuestions>];

/** The four live queries behind the FAQ of the signed-in account, in the interface language. */
export function useFaqQueries() {
  const { documents, mode } = useBackend();
  const queryClient = useQueryClient();
  const user = useAuthUser();
  // The FAQ is read in the interface language.
  const locale = useInterfaceLocale();
  const uid = user?.uid ?? null;

  const scope = { uid: uid ?? '', mode };
  const catalogueKey = faqQueryKeys.questions(scope, locale);
  const answersKey = faqQueryKeys.answers(scope, locale);
  const accountKey = accountQueryKeys.account(scope);
  const hiddenKey = faqQueryKeys.hiddenQuestions(scope);
  useReleaseReplacedQueries(uid ? [catalogueKey, answersKey, accountKey, hiddenKey] : []);

  const [questions, answers, account, hidden] = faqScreenQueries({ queryClient, documents, mode, uid }, locale);
  // The account's one query (Settings and Home share its listener), as the FAQ's slice.
  const queries = [questions, answers, { ...account, select: faqAccountOf }, hidden] as const;
  return { queries, locale, uid };
}

/**
 * The FAQ of the signed-in account in the interface language: the catalogue and the account's answers
 * (specification section 7), the account's customer type and the questions it hides, joined and
 * classified.
 */
export function useFaqData(): FaqData {
  const { queries, locale, uid } = useFaqQueries();
  const [join] = useState(createFaqJoiner);
  const combine = useCallback(
    ([catalogue, answers, account, hidden]: Results): FaqData => {
      const error = catalogue.error ?? answers.error ?? account.error ?? hidden.error ?? null;
      const ready = catalogue.data !== undefined && answers.data !== undefined && account.data !== undefined && hidden.data !== undefined;
      const customerType = account.data?.customerType ?? null;
      return {
        status: error && !ready ? 'error' : ready ? 'success' : 'pending',
        error,
        entries: ready ? join(catalogue.data ?? [], answers.data ?? [], customerType, hidden.data) : [],
        storedAnswerCount: answers.data?.length ?? 0,
        customerType,
        faqImport: account.data?.faqImport ?? null,
        locale,
        uid,
      };
    },
    [join, locale, uid],
  );

  return useQueries({ queries: [...queries], combine: combine as (results: unknown) => FaqData });
}
