import type { AnswerIndex } from './answer-index';
import { ANSWER_THRESHOLD, MAX_OTHERS, type ScoredEntry } from './find-by-words';
import type { KnowledgeEntry } from './knowledge';
import { contentWords } from './tokenize';
import { OTHER_ENDING, wordSimilarity } from './word-similarity';

/** How many words of a product's name beyond those of its kind the message used (in any ending), of how many. */
function nameWordsUsed(index: AnswerIndex, entry: KnowledgeEntry, asked: readonly string[]): { used: number; of: number } {
  const kindWords = new Set(contentWords(index.locale, entry.tags ?? ''));
  const own = contentWords(index.locale, entry.title).filter((word) => !kindWords.has(word));
  return { used: own.filter((word) => asked.some((candidate) => wordSimilarity(candidate, word) >= OTHER_ENDING)).length, of: own.length };
}

/**
 * Whether the customer named the product, given the message's words: at least two of the words of its
 * name beyond those of its kind (all of them, if it has fewer). "Fast cash loan" names "Fast Cash"; "a
 * consumer loan" or "a debit card" names no product.
 */
export function namesProduct(index: AnswerIndex, entry: KnowledgeEntry, asked: readonly string[]): boolean {
  const { used, of } = nameWordsUsed(index, entry, asked);
  return of > 0 && used >= Math.min(2, of);
}

/**
 * The products to show beside a question's answer: those the message found by its words (`ranked`, asked
 * for only when some product shares a word of its own name with the message) that share one ("станбен
 * кредит" → the housing loans, not the consumer loan), best first.
 */
export function productsBeside(index: AnswerIndex, asked: readonly string[], ranked: () => readonly ScoredEntry[]): ScoredEntry[] {
  const sharing = new Set(index.entries.filter((entry) => entry.kind === 'product' && nameWordsUsed(index, entry, asked).used > 0));
  if (sharing.size === 0) return [];
  return ranked()
    .filter(({ entry, confidence }) => sharing.has(entry) && confidence >= ANSWER_THRESHOLD)
    .slice(0, MAX_OTHERS);
}
