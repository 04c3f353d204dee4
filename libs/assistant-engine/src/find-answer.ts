import type { AnswerIndex } from './answer-index';
import type { KnowledgeEntry } from './knowledge';
import { NOT_OURS, classifyMessage, type IntentScore } from './model/intent-model';
import { contentWords } from './tokenize';
import { OTHER_ENDING, wordSimilarity } from './word-similarity';

/** Below this confidence the assistant does not guess: it says it has no answer. */
export const ANSWER_THRESHOLD = 0.45;
/** Nor when another entry comes this close: it offers both instead of picking one. */
export const ANSWER_MARGIN = 0.02;
/** Entries above this (but below the threshold) are offered as "did you mean". */
export const SUGGESTION_THRESHOLD = 0.25;
/**
 * A word of the question that no entry uses still counts, a little less than the rarest known word:
 * "crypto account" must not be answered as "account".
 */
const UNKNOWN_WORD_SHARE = 1;
/** How much it counts that the customer asked all of a phrasing, not only part of it. */
const PHRASING_COVERAGE_SHARE = 0.35;
/** How much it counts that the words of the question are found across all the entry's phrasings. */
const UNION_SHARE = 0.6;
const MAX_OTHERS = 3;

/**
 * The model answers a question it was taught from this confidence on (a calibrated probability: it is
 * right about this often or more). Chosen by cross-validation within the training data, see
 * `tools/assistant-training/choose-thresholds.mjs`.
 */
export const MODEL_ANSWER_THRESHOLD = 0.7;
/** Questions it was taught from this confidence on are offered as "did you mean". */
export const MODEL_SUGGESTION_THRESHOLD = 0.15;

export type ScoredEntry = { entry: KnowledgeEntry; confidence: number };

export type AnswerResult =
  | { kind: 'answer'; entry: KnowledgeEntry; confidence: number; related: ScoredEntry[] }
  | { kind: 'no-answer'; suggestions: ScoredEntry[] };

type WordMatch = { word: string; similarity: number; rarity: number };

function matchesOf(index: AnswerIndex, queryWord: string): WordMatch[] {
  const matches: WordMatch[] = [];
  for (const [word, rarity] of index.rarity) {
    const similarity = wordSimilarity(queryWord, word);
    if (similarity > 0) matches.push({ word, similarity, rarity });
  }
  return matches;
}

const raise = (map: Map<number, number>, key: number, value: number) => {
  if (value > (map.get(key) ?? 0)) map.set(key, value);
};

/**
 * Every entry's confidence for the question, best first: for each way of asking for it (title or
 * variant), the share of the question's weight it covers (answer and tags help, less), times how much
 * of that phrasing the customer asked; the entry keeps its best phrasing.
 */
export function rankEntries(index: AnswerIndex, question: string): ScoredEntry[] {
  const queryWords = contentWords(index.locale, question);
  if (queryWords.length === 0 || index.entries.length === 0) return [];
  const textCoveredByEntry: Array<Map<number, number>> = [];
  const phrasingHitsByWord: Array<Map<number, { similarity: number; rarity: number }>> = [];
  const weights: number[] = [];

  for (const queryWord of queryWords) {
    const matches = matchesOf(index, queryWord);
    weights.push(matches.length === 0 ? index.unknownRarity * UNKNOWN_WORD_SHARE : Math.max(...matches.map((match) => match.rarity * match.similarity)));
    const phrasingHits = new Map<number, { similarity: number; rarity: number }>();
    const textHits = new Map<number, number>();
    for (const match of matches) {
      for (const phrasing of index.phrasingPostings.get(match.word) ?? []) {
        const known = phrasingHits.get(phrasing);
        if (!known || match.similarity > known.similarity) phrasingHits.set(phrasing, { similarity: match.similarity, rarity: match.rarity });
      }
      for (const posting of index.textPostings.get(match.word) ?? []) raise(textHits, posting.entry, match.similarity * posting.weight);
    }
    phrasingHitsByWord.push(phrasingHits);
    textCoveredByEntry.push(textHits);
  }

  const queryMass = weights.reduce((sum, weight) => sum + weight, 0);
  const candidates = new Set<number>();
  for (const hits of phrasingHitsByWord) for (const phrasing of hits.keys()) candidates.add(phrasing);
  const textOnly = new Set<number>();
  for (const hits of textCoveredByEntry) for (const entry of hits.keys()) textOnly.add(entry);

  // Per entry, the best way each query word is found in any of its phrasings or its answer.
  const union = new Map<number, number>();
  queryWords.forEach((_, wordIndex) => {
    const perEntry = new Map<number, number>();
    for (const [position, hit] of phrasingHitsByWord[wordIndex] ?? []) {
      const entry = index.phrasings[position]?.entry;
      if (entry !== undefined) raise(perEntry, entry, hit.similarity);
    }
    for (const [entry, score] of textCoveredByEntry[wordIndex] ?? []) raise(perEntry, entry, score);
    for (const [entry, score] of perEntry) union.set(entry, (union.get(entry) ?? 0) + (weights[wordIndex] ?? 0) * score);
  });

  const best = new Map<number, number>();
  for (const position of candidates) {
    const phrasing = index.phrasings[position];
    if (!phrasing) continue;
    let score = 0;
    let asked = 0;
    queryWords.forEach((_, wordIndex) => {
      const hit = phrasingHitsByWord[wordIndex]?.get(position);
      const text = textCoveredByEntry[wordIndex]?.get(phrasing.entry) ?? 0;
      score += (weights[wordIndex] ?? 0) * Math.max(hit?.similarity ?? 0, text);
      if (hit) asked += hit.rarity * hit.similarity;
    });
    const coverage = phrasing.mass > 0 ? Math.min(1, asked / phrasing.mass) : 0;
    raise(best, phrasing.entry, (score / queryMass) * (1 - PHRASING_COVERAGE_SHARE + PHRASING_COVERAGE_SHARE * coverage));
  }
  // An entry found only through its answer or tags still ranks, without the phrasing's share.
  for (const entry of textOnly) {
    if (best.has(entry)) continue;
    let score = 0;
    queryWords.forEach((_, wordIndex) => {
      score += (weights[wordIndex] ?? 0) * (textCoveredByEntry[wordIndex]?.get(entry) ?? 0);
    });
    raise(best, entry, (score / queryMass) * (1 - PHRASING_COVERAGE_SHARE));
  }
  const ranked: ScoredEntry[] = [];
  for (const [position, confidence] of best) {
    const entry = index.entries[position];
    if (entry) ranked.push({ entry, confidence: (1 - UNION_SHARE) * confidence + UNION_SHARE * ((union.get(position) ?? 0) / queryMass) });
  }
  return ranked.sort((a, b) => b.confidence - a.confidence);
}

/**
 * By words alone: the best entry at `ANSWER_THRESHOLD` or above with no other within `ANSWER_MARGIN`;
 * otherwise no answer, with the closest entries as suggestions.
 */
function findAnswerByWords(index: AnswerIndex, question: string): AnswerResult {
  const ranked = rankEntries(index, question);
  const [best, ...others] = ranked;
  const runnerUp = others[0]?.confidence ?? 0;
  if (best && best.confidence >= ANSWER_THRESHOLD && best.confidence - runnerUp >= ANSWER_MARGIN) {
    return { kind: 'answer', entry: best.entry, confidence: best.confidence, related: others.filter((other) => other.confidence >= ANSWER_THRESHOLD).slice(0, MAX_OTHERS) };
  }
  return { kind: 'no-answer', suggestions: ranked.filter((entry) => entry.confidence >= SUGGESTION_THRESHOLD).slice(0, MAX_OTHERS) };
}

/** The bank's entries among the model's questions from `from` on. */
const published = (index: AnswerIndex, scores: readonly IntentScore[], from: number): ScoredEntry[] =>
  scores.flatMap(({ label, confidence }) => {
    const entry = index.learned.get(label);
    return entry && confidence >= from ? [{ entry, confidence }] : [];
  });

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
function namesProduct(index: AnswerIndex, entry: KnowledgeEntry, question: string): boolean {
  const { used, of } = nameWordsUsed(index, entry, question);
  return of > 0 && used >= Math.min(2, of);
}

/**
 * The products to show beside a question's answer: those the message found by its words that share a
 * word of their own name with it ("станбен кредит" → the housing loans, not the consumer loan), best
 * first.
 */
function productsBeside(index: AnswerIndex, question: string): ScoredEntry[] {
  if (!index.entries.some((entry) => entry.kind === 'product' && nameWordsUsed(index, entry, question).used > 0)) return [];
  return rankEntries(index, question)
    .filter(({ entry, confidence }) => entry.kind === 'product' && confidence >= ANSWER_THRESHOLD && nameWordsUsed(index, entry, question).used > 0)
    .slice(0, MAX_OTHERS);
}

/**
 * The bank's answer to a customer's question, or none. With a model: a product the customer names gets
 * its own card; otherwise a question the model was taught and is sure of gets the bank's answer, or none
 * when the bank did not answer that question (never the nearest other answer); what it was not taught
 * (the bank's own questions, products asked for without their name) is searched by its words. Without a
 * model, all entries are searched by their words.
 */
export function findAnswer(index: AnswerIndex, question: string): AnswerResult {
  if (!index.model) return findAnswerByWords(index, question);
  // Naming is checked on the products' names alone; the search by words runs only when it may answer.
  if (index.entries.some((entry) => entry.kind === 'product' && namesProduct(index, entry, question))) {
    const named = findAnswerByWords(index, question);
    if (named.kind === 'answer' && named.entry.kind === 'product' && namesProduct(index, named.entry, question)) return named;
  }
  const scores = classifyMessage(index.model, question);
  const [top] = scores;
  if (top && top.label !== NOT_OURS && top.confidence >= MODEL_ANSWER_THRESHOLD) {
    const entry = index.learned.get(top.label);
    // Confidences add up to 1, so no other question comes near enough to be offered beside it; the
    // products it speaks of are. A question the bank did not answer is answered by those products, if any.
    const products = productsBeside(index, question);
    if (entry) return { kind: 'answer', entry, confidence: top.confidence, related: products };
    const [product, ...others] = products;
    return product ? { kind: 'answer', entry: product.entry, confidence: product.confidence, related: others } : { kind: 'no-answer', suggestions: [] };
  }
  const byWords = findAnswerByWords(index, question);
  if (byWords.kind === 'answer') return byWords;
  const suggestions = [...published(index, scores, MODEL_SUGGESTION_THRESHOLD), ...byWords.suggestions].sort((a, b) => b.confidence - a.confidence);
  return { kind: 'no-answer', suggestions: suggestions.slice(0, MAX_OTHERS) };
}
