import { LOCALES, perLocale, type Locale } from '@console/locale';
import { foldForSearch } from '@console/search-text';
import { STOP_WORDS } from './stop-words';

/** The words of how people ask that only one of the three languages has ("how", "kako", "si" is not one). */
const OWN_WORDS: Record<Locale, ReadonlySet<string>> = perLocale(
  (locale) => new Set([...STOP_WORDS[locale]].filter((word) => LOCALES.every((other) => other === locale || !STOP_WORDS[other].has(word)))),
);

/**
 * The language a customer's message is written in, when it says so clearly, else null: Cyrillic letters
 * are Macedonian, ë and ç Albanian; otherwise the words of asking that belong to one language alone
 * (Macedonian typed in Latin letters counts as Macedonian), and only when no other language has any.
 */
export function messageLocale(text: string): Locale | null {
  if (/[\u0400-\u04ff]/u.test(text)) return 'mk';
  if (/[ëç]/iu.test(text)) return 'sq';
  const words = foldForSearch(text).split(/\s+/u);
  const hits = LOCALES.map((locale) => ({ locale, count: words.filter((word) => OWN_WORDS[locale].has(word)).length })).filter(({ count }) => count > 0);
  return hits.length === 1 ? (hits[0]?.locale ?? null) : null;
}
