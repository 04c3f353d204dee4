import { MAX_PHRASING_LENGTH, MAX_PHRASINGS, phrasingLines } from '@console/faq-data';

/** What keeps a language's phrasings (one per line) from being saved, or null. */
export type PhrasingsProblem = { kind: 'too-many'; max: number } | { kind: 'too-long'; line: number; max: number } | null;

export function phrasingsProblem(text: string): PhrasingsProblem {
  const lines = phrasingLines(text);
  const long = lines.findIndex((line) => line.length > MAX_PHRASING_LENGTH);
  if (long >= 0) return { kind: 'too-long', line: long + 1, max: MAX_PHRASING_LENGTH };
  return lines.length > MAX_PHRASINGS ? { kind: 'too-many', max: MAX_PHRASINGS } : null;
}
