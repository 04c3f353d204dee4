import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NO_FILTERS, type FaqFilters } from '../filters/filter-faq-entries';
import { readFaqFilters, writeFaqFilters } from '../filters/faq-filter-params';

/**
 * The screen's filters, kept in the address so that a reload, a shared link and back/forward show the
 * same list. Typing replaces the current history entry (one entry per search, not per keystroke); the
 * category and the switches add one.
 *
 * The search box keeps its own text: a navigation finishes after its guard has run, and a box that
 * waited for the address would drop keystrokes typed meanwhile. It follows the address whenever the
 * address changes to another search (back/forward, a link).
 */
export function useFaqFiltersInAddress() {
  const [params, setParams] = useSearchParams();
  const fromAddress = readFaqFilters(params);
  const [search, setSearch] = useState(fromAddress.search);
  const [seenSearch, setSeenSearch] = useState(fromAddress.search);
  if (fromAddress.search !== seenSearch) {
    setSeenSearch(fromAddress.search);
    if (fromAddress.search !== search) setSearch(fromAddress.search);
  }
  const filters: FaqFilters = { ...fromAddress, search };

  const update = (change: Partial<FaqFilters>) => {
    const next = { ...filters, ...change };
    if (change.search !== undefined) setSearch(change.search);
    const typing = Object.keys(change).every((key) => key === 'search');
    void setParams(writeFaqFilters(params, next), { replace: typing, preventScrollReset: true });
  };

  const reset = () => {
    setSearch(NO_FILTERS.search);
    void setParams(writeFaqFilters(params, NO_FILTERS), { preventScrollReset: true });
  };

  return { filters, update, reset };
}
