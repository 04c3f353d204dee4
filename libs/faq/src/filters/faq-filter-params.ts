import { FAQ_CATEGORIES, type FaqCategoryId } from '@console/faq-data';
import { NO_FILTERS, type FaqFilters } from './filter-faq-entries';

/** The query parameters that hold the filters; `search` is also what the dashboard's links fill in. */
export const FAQ_FILTER_PARAMS = { category: 'category', topOnly: 'top', unansweredOnly: 'unanswered', showHidden: 'hidden', search: 'search' } as const;

const categories: ReadonlySet<string> = new Set(FAQ_CATEGORIES);
const isCategory = (value: string | null): value is FaqCategoryId => value !== null && categories.has(value);

/** The filters an address asks for; anything unknown or malformed is left at its default. */
export function readFaqFilters(params: URLSearchParams): FaqFilters {
  const category = params.get(FAQ_FILTER_PARAMS.category);
  return {
    category: isCategory(category) ? category : NO_FILTERS.category,
    topOnly: params.get(FAQ_FILTER_PARAMS.topOnly) === '1',
    unansweredOnly: params.get(FAQ_FILTER_PARAMS.unansweredOnly) === '1',
    showHidden: params.get(FAQ_FILTER_PARAMS.showHidden) === '1',
    search: params.get(FAQ_FILTER_PARAMS.search) ?? NO_FILTERS.search,
  };
}

/**
 * The address's parameters with these filters: defaults are left out, so an unfiltered list has a clean
 * address, and parameters that are not filters are kept.
 */
export function writeFaqFilters(params: URLSearchParams, filters: FaqFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  set(FAQ_FILTER_PARAMS.category, filters.category === NO_FILTERS.category ? null : filters.category);
  set(FAQ_FILTER_PARAMS.topOnly, filters.topOnly ? '1' : null);
  set(FAQ_FILTER_PARAMS.unansweredOnly, filters.unansweredOnly ? '1' : null);
  set(FAQ_FILTER_PARAMS.showHidden, filters.showHidden ? '1' : null);
  set(FAQ_FILTER_PARAMS.search, filters.search === '' ? null : filters.search);
  return next;
}
