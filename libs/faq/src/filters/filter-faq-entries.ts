import type { FaqCategoryId, FaqEntry } from '@console/faq-data';
import { faqSearch } from './faq-search';

export interface FaqFilters {
  /** `all` or one category. */
  category: FaqCategoryId | 'all';
  /** The specification's top-only toggle: on shows only top questions. */
  topOnly: boolean;
  unansweredOnly: boolean;
  /** Off: the questions the bank hides from its customers are left out of the list. */
  showHidden: boolean;
  search: string;
}

export const NO_FILTERS: FaqFilters = { category: 'all', topOnly: false, unansweredOnly: false, showHidden: false, search: '' };

/** The entries every filter except the category lets through (the category navigation counts these). */
export function filterExceptCategory(entries: readonly FaqEntry[], { topOnly, unansweredOnly, showHidden, search }: FaqFilters): FaqEntry[] {
  const matches = faqSearch(search);
  return entries.filter(
    (entry) => (showHidden || !entry.hidden) && (!topOnly || entry.question.isTop) && (!unansweredOnly || !entry.answered) && matches(entry),
  );
}

export function filterByCategory(entries: readonly FaqEntry[], category: FaqFilters['category']): FaqEntry[] {
  return category === 'all' ? [...entries] : entries.filter((entry) => entry.question.categoryId === category);
}

/** How many entries each category holds, in the navigation's order; empty categories are left out. */
export function countByCategory(entries: readonly FaqEntry[], order: readonly FaqCategoryId[]): Array<{ category: FaqCategoryId; count: number }> {
  const counts = new Map<FaqCategoryId, number>();
  for (const entry of entries) counts.set(entry.question.categoryId, (counts.get(entry.question.categoryId) ?? 0) + 1);
  return order.filter((category) => counts.has(category)).map((category) => ({ category, count: counts.get(category) ?? 0 }));
}
