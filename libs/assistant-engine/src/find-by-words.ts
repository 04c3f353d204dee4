import type { AnswerIndex } from './answer-index';
import type { KnowledgeEntry } from './knowledge';
import { contentWords } from './tokenize';
import { wordSimilarity } from './word-similarity';

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
/** At most this many entries are offered beside an answer or as suggestions. */
export const MAX_OTHERS = 3;

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
 * By words alone, from `rankEntries`' ranking: the best entry at `ANSWER_THRESHOLD` or above with no
 * other within `ANSWER_MARGIN`; otherwise no answer, with the closest entries as suggestions.
 */
export function answerFromRanking(ranked: readonly ScoredEntry[]): AnswerResult {
  const [best, ...others] = ranked;
  const runnerUp = others[0]?.confidence ?? 0;
  if (best && best.confidence >= ANSWER_THRESHOLD && best.confidence - runnerUp >= ANSWER_MARGIN) {
    return { kind: 'answer', entry: best.entry, confidence: best.confidence, related: others.filter((other) => other.confidence >= ANSWER_THRESHOLD).slice(0, MAX_OTHERS) };
  }
  return { kind: 'no-answer', suggestions: ranked.filter((entry) => entry.confidence >= SUGGESTION_THRESHOLD).slice(0, MAX_OTHERS) };
}
