/** What the demo catalogue must satisfy; shared by the validator and the summary. */

export const LOCALES = ['mk', 'en', 'sq'];

/** The categories of the specification plus the console-side one, spelled exactly as there. */
export const REQUIRED_CATEGORIES = [
  'Account',
  'ATM',
  'Cards',
  'Deposits',
  'Ebanking',
  'Loans',
  'Payments',
  'tariffs',
  'tech-support',
  'Terminology',
  'Other',
  'corporate-faqs',
];

export const CUSTOMER_TYPES = ['individual', 'corporate'];

export const LIMITS = {
  /** Regular (non-scenario) questions per language. */
  minQuestions: 80,
  minQuestionsPerCategory: 3,
  minScenarios: 3,
  minTopShare: 0.15,
  maxTopShare: 0.25,
  /** The home checklist asks for three answered questions, so the demo account starts with at least that. */
  minAnswers: 3,
  /** Macedonian texts may quote Latin names (IBAN, Visa, Google Pay), but must be mostly Cyrillic. */
  minCyrillicShare: 0.6,
};

/** The console hides scenario items whatever the letter case of their type, so the rules do too. */
export function isScenario(type) {
  return typeof type === 'string' && type.toLowerCase() === 'scenario';
}

/** The canonical spelling of a category, matched case-insensitively; undefined if unknown. */
export function canonicalCategory(category) {
  if (typeof category !== 'string') return undefined;
  return REQUIRED_CATEGORIES.find((known) => known.toLowerCase() === category.toLowerCase());
}

/** Share of letters in Cyrillic script; digits, punctuation and spaces do not count. */
export function cyrillicShare(text) {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return 0;
  return letters.filter((letter) => /\p{Script=Cyrillic}/u.test(letter)).length / letters.length;
}
