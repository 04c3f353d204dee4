import { useRef, useState } from 'react';
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

  // The filters last asked for, and the address they were asked from. A navigation lands after its guard
  // has run: a change made before the previous one has landed builds on it, not on the address it has not
  // reached yet (else a switch turned off, then a search typed at once, would turn the switch on again).
  // Once the address has moved on (the navigation landed, or back/forward), the address is what counts.
  const asked = useRef<{ from: string; filters: FaqFilters } | null>(null);
  const update = (change: Partial<FaqFilters>) => {
    const address = params.toString();
    const base = asked.current?.from === address ? asked.current.filters : filters;
    const next = { ...base, search, ...change };
    asked.current = { from: address, filters: next };
    if (change.search !== undefined) setSearch(change.search);
    const typing = Object.keys(change).every((key) => key === 'search');
    void setParams(writeFaqFilters(params, next), { replace: typing, preventScrollReset: true });
  };

  const reset = () => {
    asked.current = { from: params.toString(), filters: NO_FILTERS };
    setSearch(NO_FILTERS.search);
    void setParams(writeFaqFilters(params, NO_FILTERS), { preventScrollReset: true });
  };

  return { filters, update, reset };
}
