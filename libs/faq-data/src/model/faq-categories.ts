import { FAQ_CATEGORIES } from '@console/document-rules';

/** The list itself is the rules' (libs/document-rules): the forms and both backends share it. */
export { FAQ_CATEGORIES };

export type FaqCategoryId = (typeof FAQ_CATEGORIES)[number];

export const DEFAULT_FAQ_CATEGORY: FaqCategoryId = 'finance';

const known: ReadonlySet<string> = new Set(FAQ_CATEGORIES);

/** The category a stored name stands for; stored names vary in letter case (`ATM`, `atm`, `CARDS`). */
export function matchFaqCategory(stored: unknown): FaqCategoryId {
  if (typeof stored !== 'string') return DEFAULT_FAQ_CATEGORY;
  const name = stored.trim().toLowerCase();
  return known.has(name) ? (name as FaqCategoryId) : DEFAULT_FAQ_CATEGORY;
}
