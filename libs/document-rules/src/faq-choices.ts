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
/**
 * How many ways of asking one question a bank may teach in each language, and the longest: a
 * customer's message as the dashboard keeps it is at most as long.
 */
export const MAX_PHRASINGS = 50;
export const MAX_PHRASING_LENGTH = 300;

/**
 * A language's phrasings as stored: one per line, none empty. One text rather than a list, because
 * the rules cannot look at a list's items, and a pattern can hold each line to its length (RE2 too).
 */
export const PHRASING_LINES_PATTERN = /^[^\n]{1,300}(\n[^\n]{1,300}){0,49}$/u;
