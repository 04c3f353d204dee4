import { MAX_PHRASING_LENGTH, MAX_PHRASINGS } from '@console/document-rules';
import { LOCALES, perLocale, type Locale } from '@console/locale';
import { asRecord } from '@console/plain-data';

export { MAX_PHRASING_LENGTH, MAX_PHRASINGS };

/** How the bank's customers ask one question, per language: learned by the assistant at the next publish. */
export type QuestionPhrasings = Record<Locale, string[]>;

export const NO_PHRASINGS: QuestionPhrasings = { mk: [], en: [], sq: [] };

/** One phrasing as kept: on one line, its spaces collapsed. */
export const tidyPhrasing = (text: string): string => text.replace(/\s+/gu, ' ').trim();

/** A text of one phrasing per line as a list: tidied, empty lines dropped, each written once (whatever its case). */
export function phrasingLines(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split('\n')
    .map(tidyPhrasing)
    .filter((line) => {
      const key = line.toLocaleLowerCase();
      if (line.length === 0 || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The phrasings a stored document holds (one per line in each language), or none. */
export function mapPhrasings(data: unknown): QuestionPhrasings {
  const lines = asRecord(asRecord(data)['phrasings']);
  return perLocale((locale) => {
    const text = lines[locale];
    return typeof text === 'string' ? phrasingLines(text) : [];
  });
}

/** The stored form: one phrasing per line, languages without any left out. */
export function storedPhrasings(phrasings: QuestionPhrasings): Partial<Record<Locale, string>> {
  return Object.fromEntries(LOCALES.filter((locale) => phrasings[locale].length > 0).map((locale) => [locale, phrasings[locale].join('\n')]));
}
