import type { FaqEntry } from '@console/faq-data';

/**
 * Text as compared by the search: lower case, without diacritics (ë → e, ç → c, ѓ → г), with runs of
 * spaces and punctuation as one space.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// Entries keep their identity while unchanged, so each one's text is normalised once.
const searchable = new WeakMap<FaqEntry, string>();

function searchableText(entry: FaqEntry): string {
  let text = searchable.get(entry);
  if (text === undefined) {
    text = ` ${normaliseSearchText(`${entry.question.question} ${entry.answer?.answer ?? ''}`)}`;
    searchable.set(entry, text);
  }
  return text;
}

/** Every word of the query must occur in the question or the answer, matching from the start of a word. */
export function matchesSearch(entry: FaqEntry, query: string): boolean {
  const words = normaliseSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const text = searchableText(entry);
  return words.every((word) => text.includes(` ${word}`));
}
