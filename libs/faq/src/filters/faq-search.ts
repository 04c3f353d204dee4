import type { FaqEntry } from '@console/faq-data';
import { isEmptySearch, searchableText, wordStartMatcher, type SearchableText } from '@console/search-text';

// Entries keep their identity while unchanged, so each one's text is folded once.
const searchable = new WeakMap<FaqEntry, SearchableText>();

function textOf(entry: FaqEntry): SearchableText {
  let text = searchable.get(entry);
  if (text === undefined) {
    text = searchableText(entry.question.question, entry.answer?.answer);
    searchable.set(entry, text);
  }
  return text;
}

/**
 * Whether every word of the query starts a word of the question or the answer, in either alphabet
 * (`kartichka` finds "картичка", `ПИН` finds "PIN"), without regard to case or diacritics.
 */
export function faqSearch(query: string): (entry: FaqEntry) => boolean {
  // Without a word to look for every entry matches, and none needs its text folded (5,000 questions:
  // about 100 ms before the list is first drawn).
  if (isEmptySearch(query)) return () => true;
  const matches = wordStartMatcher(query);
  return (entry) => matches(textOf(entry));
}
