/**
 * The FAQ's categories: the specification's plus the console's own `corporate-faqs`, in the order the
 * screen lists them, and `finance`, where anything unknown or missing goes. A bank's own question
 * is stored under one of them.
 */
export const FAQ_CATEGORIES = [
  'account',
  'atm',
  'cards',
  'deposits',
  'ebanking',
  'loans',
  'payments',
  'tariffs',
  'tech-support',
  'terminology',
  'corporate-faqs',
  'other',
  'finance',
] as const;

/** The longest question a bank writes of its own, in each language. */
export const MAX_OWN_QUESTION_LENGTH = 300;