/**
 * The specification's categories plus the console's own `corporate-faqs`, in the order the screen
 * lists them, and `finance`, where anything unknown or missing goes.
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

export type FaqCategoryId = (typeof FAQ_CATEGORIES)[number];

export const DEFAULT_FAQ_CATEGORY: FaqCategoryId = 'finance';

const known: ReadonlySet<string> = new Set(FAQ_CATEGORIES);

/** The category a stored name stands for; stored names vary in letter case (`ATM`, `atm`, `CARDS`). */
export function matchFaqCategory(stored: unknown): FaqCategoryId {
  if (typeof stored !== 'string') return DEFAULT_FAQ_CATEGORY;
  const name = stored.trim().toLowerCase();
  return known.has(name) ? (name as FaqCategoryId) : DEFAULT_FAQ_CATEGORY;
}
