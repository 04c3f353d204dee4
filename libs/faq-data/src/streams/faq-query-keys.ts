import type { Locale } from '@console/locale';
import { userQueryKey, type UserDataScope } from '@console/session';

/** The keys of the FAQ's live queries: one listener each. */
export const faqQueryKeys = {
  /** The catalogue's questions and the account's own, of one language. */
  questions: (scope: UserDataScope, locale: Locale) => userQueryKey(scope, 'faq-questions', locale),
  answers: (scope: UserDataScope, locale: Locale) => userQueryKey(scope, 'faq-answers', locale),
  /** Hiding applies to every language, so there is one listener whatever the language. */
  hiddenQuestions: (scope: UserDataScope) => userQueryKey(scope, 'faq-hidden'),
  /** How customers ask one question, in every language. */
  phrasings: (scope: UserDataScope, faqId: string) => userQueryKey(scope, 'faq-phrasings', faqId),
} as const;
