import { describe, expect, it } from 'vitest';
import { readFaqFilters, writeFaqFilters } from './faq-filter-params';
import { NO_FILTERS } from './filter-faq-entries';

describe('FAQ filters in the address', () => {
  it('reads every filter, and the defaults from an empty address', () => {
    expect(readFaqFilters(new URLSearchParams('category=atm&top=1&unanswered=1&hidden=1&search=nearest%20ATM'))).toEqual({
      category: 'atm',
      topOnly: true,
      unansweredOnly: true,
      showHidden: true,
      search: 'nearest ATM',
    });
    expect(readFaqFilters(new URLSearchParams())).toEqual(NO_FILTERS);
  });

  it('ignores an unknown category and switch values other than 1', () => {
    expect(readFaqFilters(new URLSearchParams('category=mortgages&top=yes&hidden=true'))).toEqual(NO_FILTERS);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const written = writeFaqFilters(new URLSearchParams('category=atm&utm=mail'), { ...NO_FILTERS, topOnly: true, showHidden: true, search: 'PIN' });
    expect(written.toString()).toBe('utm=mail&top=1&hidden=1&search=PIN');
    expect(readFaqFilters(written)).toEqual({ ...NO_FILTERS, topOnly: true, showHidden: true, search: 'PIN' });
  });
});
