import type { Locale } from '@console/locale';
import { userQueryKey } from '@console/session';

/** The keys of the FAQ's live queries: one listener each. */
export const faqQueryKeys = {
  /** The catalogue's questions and the account's own, of one language. */
  questions: (uid: string, mode: string, locale: Locale) => userQueryKey(uid, 'faq-questions', mode, locale),
  answers: (uid: string, mode: string, locale: Locale) => userQueryKey(uid, 'faq-answers', mode, locale),
  /** Hiding applies to every language, so there is one listener whatever the language. */
  hiddenQuestions: (uid: string, mode: string) => userQueryKey(uid, 'faq-hidden', mode),
} as const;
