import { foldForSearch } from './fold-for-search';

/** A text prepared once for many searches: folded, with a leading space so that word starts are ` word`. */
export type SearchableText = string & { readonly searchable: unique symbol };

export function searchableText(...parts: Array<string | null | undefined>): SearchableText {
  return ` ${foldForSearch(parts.filter(Boolean).join(' '))}` as SearchableText;
}

/** A query with no word to look for: it matches every text, so no text needs folding for it. */
export function isEmptySearch(query: string): boolean {
  return foldForSearch(query) === '';
}

/**
 * A test for "every word of the query starts a word of the text" (`kred` finds "кредит"), built once
 * per query. An empty query matches everything.
 */
export function wordStartMatcher(query: string): (text: SearchableText) => boolean {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  return (text) => words.every((word) => text.includes(` ${word}`));
}
