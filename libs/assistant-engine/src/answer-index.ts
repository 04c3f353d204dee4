import type { Locale } from '@console/locale';
import type { KnowledgeEntry } from './knowledge';
import { contentWords } from './tokenize';

/** How much a word counts by where it stands: the question itself says most, the answer least. */
export const FIELD_WEIGHT = { title: 1, tags: 0.8, text: 0.45 } as const;

export type Posting = { entry: number; weight: number; inTitle: boolean };

/** The bank's published knowledge in one language, prepared once for many questions. */
export type AnswerIndex = {
  locale: Locale;
  entries: readonly KnowledgeEntry[];
  /** Every folded word of the knowledge, with the entries it appears in. */
  postings: ReadonlyMap<string, readonly Posting[]>;
  /** How rare a word is across the entries (BM25's inverse document frequency). */
  rarity: ReadonlyMap<string, number>;
  /** The summed rarity of each entry's title words: how much a question can cover of it. */
  titleMass: readonly number[];
  /** The rarity of a word no entry uses. */
  unknownRarity: number;
};

export function buildAnswerIndex(locale: Locale, entries: readonly KnowledgeEntry[]): AnswerIndex {
  const postings = new Map<string, Posting[]>();
  entries.forEach((entry, index) => {
    const weights = new Map<string, Posting>();
    const add = (text: string | undefined, weight: number, inTitle: boolean) => {
      for (const word of contentWords(locale, text ?? '')) {
        const known = weights.get(word);
        if (!known) weights.set(word, { entry: index, weight, inTitle });
        else weights.set(word, { entry: index, weight: Math.max(known.weight, weight), inTitle: known.inTitle || inTitle });
      }
    };
    add(entry.title, FIELD_WEIGHT.title, true);
    add(entry.tags, FIELD_WEIGHT.tags, false);
    add(entry.text, FIELD_WEIGHT.text, false);
    for (const [word, posting] of weights) {
      const list = postings.get(word);
      if (list) list.push(posting);
      else postings.set(word, [posting]);
    }
  });
  const count = entries.length;
  const rarity = new Map<string, number>();
  for (const [word, list] of postings) rarity.set(word, Math.log(1 + (count - list.length + 0.5) / (list.length + 0.5)));
  const titleMass = entries.map(() => 0);
  for (const [word, list] of postings) {
    for (const posting of list) if (posting.inTitle) titleMass[posting.entry] = (titleMass[posting.entry] ?? 0) + (rarity.get(word) ?? 0);
  }
  return { locale, entries, postings, rarity, titleMass, unknownRarity: Math.log(1 + (count + 0.5) / 0.5) };
}
