import type { AnswerIndex } from './answer-index';
import { ANSWER_THRESHOLD, MAX_OTHERS, rankEntries, type ScoredEntry } from './find-by-words';
import type { KnowledgeEntry } from './knowledge';
import { contentWords } from './tokenize';
import { OTHER_ENDING, wordSimilarity } from './word-similarity';

/** How many words of a product's name beyond those of its kind the customer used (in any ending), of how many. */
function nameWordsUsed(index: AnswerIndex, entry: KnowledgeEntry, question: string): { used: number; of: number } {
  const kindWords = new Set(contentWords(index.locale, entry.tags ?? ''));
  const own = contentWords(index.locale, entry.title).filter((word) => !kindWords.has(word));
  const asked = contentWords(index.locale, question);
  return { used: own.filter((word) => asked.some((candidate) => wordSimilarity(candidate, word) >= OTHER_ENDING)).length, of: own.length };
}

/**
 * Whether the customer named the product: at least two of the words of its name beyond those of its kind
 * (all of them, if it has fewer). "Fast cash loan" names "Fast Cash"; "a consumer loan" or "a debit card"
 * names no product.
 */
export function namesProduct(index: AnswerIndex, entry: KnowledgeEntry, question: string): boolean {
  const { used, of } = nameWordsUsed(index, entry, question);
  return of > 0 && used >= Math.min(2, of);
}

/**
 * The products to show beside a question's answer: those the message found by its words that share a
 * word of their own name with it ("станбен кредит" → the housing loans, not the consumer loan), best
 * first.
 */
export function productsBeside(index: AnswerIndex, question: string): ScoredEntry[] {
  if (!index.entries.some((entry) => entry.kind === 'product' && nameWordsUsed(index, entry, question).used > 0)) return [];
  return rankEntries(index, question)
    .filter(({ entry, confidence }) => entry.kind === 'product' && confidence >= ANSWER_THRESHOLD && nameWordsUsed(index, entry, question).used > 0)
    .slice(0, MAX_OTHERS);
}
