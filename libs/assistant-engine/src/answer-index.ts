import type { Locale } from '@console/locale';
import type { KnowledgeEntry } from './knowledge';
import type { IntentModel } from './model/intent-model';
import { contentWords } from './tokenize';

/** How much a word of the answer or of the tags counts against one of the question itself. */
export const FIELD_WEIGHT = { tags: 0.8, text: 0.45 } as const;

/** One way of asking for an entry: its title or one of its variants. */
export type Phrasing = { entry: number; words: readonly string[]; mass: number };
export type TextPosting = { entry: number; weight: number };

/** The bank's published knowledge in one language, prepared once for many questions. */
export type AnswerIndex = {
  locale: Locale;
  /** The classifier of the language's questions, if one is loaded. */
  model: IntentModel | null;
  /** The classifier of what the bank taught (its own questions, its phrasings), learned when it published. */
  bankModel: IntentModel | null;
  /** The entries the model was taught, by id: it answers them. */
  learned: ReadonlyMap<string, KnowledgeEntry>;
  /** Every entry, by id. */
  byId: ReadonlyMap<string, KnowledgeEntry>;
  /** The entries the model was not taught (or all, without a model): found by their words. */
  entries: readonly KnowledgeEntry[];
  phrasings: readonly Phrasing[];
  /** Word → the phrasings that use it. */
  phrasingPostings: ReadonlyMap<string, readonly number[]>;
  /** Word → the entries whose answer or tags use it, with the field's weight. */
  textPostings: ReadonlyMap<string, readonly TextPosting[]>;
  /** How rare a word is across the entries (BM25's inverse document frequency). */
  rarity: ReadonlyMap<string, number>;
  /** The rarity of a word no entry uses. */
  unknownRarity: number;
};

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Prepares a language's knowledge. With a model, the entries it was taught are left to it and the rest
 * (the bank's own questions, its products) are indexed by their words.
 */
export function buildAnswerIndex(locale: Locale, knowledge: readonly KnowledgeEntry[], model: IntentModel | null = null, bankModel: IntentModel | null = null): AnswerIndex {
  const labels = new Set(model?.labels ?? []);
  const learned = new Map(knowledge.filter((entry) => labels.has(entry.id)).map((entry) => [entry.id, entry]));
  const entries = knowledge.filter((entry) => !learned.has(entry.id));
  const phrasingWords: Array<{ entry: number; words: string[] }> = [];
  const phrasingPostings = new Map<string, number[]>();
  const textPostings = new Map<string, TextPosting[]>();
  const entriesOfWord = new Map<string, Set<number>>();
  const seen = (word: string, entry: number) => {
    const set = entriesOfWord.get(word) ?? new Set<number>();
    set.add(entry);
    entriesOfWord.set(word, set);
  };

  entries.forEach((entry, index) => {
    for (const phrasing of [entry.title, ...(entry.variants ?? [])]) {
      const words = contentWords(locale, phrasing);
      if (words.length === 0) continue;
      const position = phrasingWords.push({ entry: index, words }) - 1;
      for (const word of words) {
        pushTo(phrasingPostings, word, position);
        seen(word, index);
      }
    }
    const weights = new Map<string, number>();
    for (const word of contentWords(locale, entry.text)) weights.set(word, FIELD_WEIGHT.text);
    for (const word of contentWords(locale, entry.tags ?? '')) weights.set(word, FIELD_WEIGHT.tags);
    for (const [word, weight] of weights) {
      pushTo(textPostings, word, { entry: index, weight });
      seen(word, index);
    }
  });

  const count = entries.length;
  const rarity = new Map<string, number>();
  for (const [word, set] of entriesOfWord) rarity.set(word, Math.log(1 + (count - set.size + 0.5) / (set.size + 0.5)));
  const phrasings = phrasingWords.map(({ entry, words }) => ({ entry, words, mass: words.reduce((sum, word) => sum + (rarity.get(word) ?? 0), 0) }));
  const byId = new Map(knowledge.map((entry) => [entry.id, entry]));
  return { locale, model, bankModel, learned, byId, entries, phrasings, phrasingPostings, textPostings, rarity, unknownRarity: Math.log(1 + (count + 0.5) / 0.5) };
}
