import { useMemo } from 'react';
import { FAQ_CATEGORIES, type FaqEntry } from '@console/faq-data';
import { countByCategory, filterByCategory, filterExceptCategory, NO_FILTERS } from '../filters/filter-faq-entries';
import { useFaqFiltersInAddress } from './use-faq-filters-in-address';

const categoryOrder = new Map(FAQ_CATEGORIES.map((category, index) => [category, index]));

/** The filters of the screen (in the address) and what they leave of the entries. */
export function useFaqView(entries: readonly FaqEntry[]) {
  const { filters, update, reset } = useFaqFiltersInAddress();
  const sorted = useMemo(
    () => [...entries].sort((a, b) => (categoryOrder.get(a.question.categoryId) ?? 0) - (categoryOrder.get(b.question.categoryId) ?? 0)),
    [entries],
  );
  const { topOnly, unansweredOnly, showHidden, search, category } = filters;
  const candidates = useMemo(
    () => filterExceptCategory(sorted, { ...NO_FILTERS, topOnly, unansweredOnly, showHidden, search }),
    [sorted, topOnly, unansweredOnly, showHidden, search],
  );
  const categories = useMemo(() => {
    const counts = countByCategory(candidates, FAQ_CATEGORIES);
    // The chosen category stays in the navigation (with 0) when the other filters empty it.
    if (category === 'all' || counts.some((item) => item.category === category)) return counts;
    return countByCategory([], FAQ_CATEGORIES).concat({ category, count: 0 }).concat(counts).sort((a, b) => (categoryOrder.get(a.category) ?? 0) - (categoryOrder.get(b.category) ?? 0));
  }, [candidates, category]);
  const visible = useMemo(() => filterByCategory(candidates, category), [candidates, category]);
  // Hidden questions reach no customer, so they are neither to answer nor answered.
  const shown = useMemo(() => entries.filter((entry) => !entry.hidden), [entries]);
  const answeredCount = useMemo(() => shown.filter((entry) => entry.answered).length, [shown]);
  const filtering = topOnly || unansweredOnly || showHidden || search.trim() !== '' || category !== 'all';
  return { filters, update, reset, visible, candidates, categories, answeredCount, shownCount: shown.length, filtering };
}
