import type { Locale } from '@console/locale';
import { foldForSearch } from '@console/search-text';
import { STOP_WORDS } from './stop-words';

/** The words of a text that can decide a match: folded, without stop words, each once. */
export function contentWords(locale: Locale, text: string): string[] {
  const stopWords = STOP_WORDS[locale];
  const words = foldForSearch(text).split(' ').filter((word) => word.length > 1 && !stopWords.has(word));
  return [...new Set(words)];
}
