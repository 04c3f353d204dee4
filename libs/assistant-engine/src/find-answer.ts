import type { AnswerIndex } from './answer-index';
import type { KnowledgeEntry } from './knowledge';
import { contentWords } from './tokenize';
import { wordSimilarity } from './word-similarity';

/** Below this confidence the assistant does not guess: it says it has no answer. */
export const ANSWER_THRESHOLD = 0.5;
/** Entries above this (but below the threshold) are offered as "did you mean". */
export const SUGGESTION_THRESHOLD = 0.25;
/**
 * A word of the question that no entry uses still counts, a little less than the rarest known word:
 * "crypto account" must not be answered as "account".
 */
const UNKNOWN_WORD_SHARE = 0.6;
const MAX_OTHERS = 3;

export type ScoredEntry = { entry: KnowledgeEntry; confidence: number };

export type AnswerResult =
  | { kind: 'answer'; entry: KnowledgeEntry; confidence: number; related: ScoredEntry[] }
  | { kind: 'no-answer'; suggestions: ScoredEntry[] };

type WordMatch = { word: string; similarity: number };

function matchesOf(index: AnswerIndex, queryWord: string): WordMatch[] {
  const matches: WordMatch[] = [];
  for (const word of index.postings.keys()) {
    const similarity = wordSimilarity(queryWord, word);
    if (similarity > 0) matches.push({ word, similarity });
  }
  return matches;
}

/** Every entry's confidence for the question, best first. */
export function rankEntries(index: AnswerIndex, question: string): ScoredEntry[] {
  const queryWords = contentWords(index.locale, question);
  if (queryWords.length === 0 || index.entries.length === 0) return [];
  const covered = index.entries.map(() => 0);
  const titleCovered = index.entries.map(() => 0);
  let queryMass = 0;
  for (const queryWord of queryWords) {
    const matches = matchesOf(index, queryWord);
    const weight = matches.length === 0
      ? index.unknownRarity * UNKNOWN_WORD_SHARE
      : Math.max(...matches.map((match) => (index.rarity.get(match.word) ?? 0) * match.similarity));
    queryMass += weight;
    // Per entry, the best way this query word is found in it.
    const best = new Map<number, number>();
    const bestTitle = new Map<number, number>();
    for (const match of matches) {
      const rarity = index.rarity.get(match.word) ?? 0;
      for (const posting of index.postings.get(match.word) ?? []) {
        const score = match.similarity * posting.weight;
        if (score > (best.get(posting.entry) ?? 0)) best.set(posting.entry, score);
        if (posting.inTitle) bestTitle.set(posting.entry, Math.max(bestTitle.get(posting.entry) ?? 0, rarity * match.similarity));
      }
    }
    for (const [entry, score] of best) covered[entry] = (covered[entry] ?? 0) + weight * score;
    for (const [entry, mass] of bestTitle) titleCovered[entry] = (titleCovered[entry] ?? 0) + mass;
  }
  const ranked: ScoredEntry[] = [];
  index.entries.forEach((entry, position) => {
    const coveredMass = covered[position] ?? 0;
    if (coveredMass === 0) return;
    const titleMass = index.titleMass[position] ?? 0;
    const titleCoverage = titleMass > 0 ? Math.min(1, (titleCovered[position] ?? 0) / titleMass) : 0;
    ranked.push({ entry, confidence: (coveredMass / queryMass) * (0.65 + 0.35 * titleCoverage) });
  });
  return ranked.sort((a, b) => b.confidence - a.confidence);
}

/**
 * The bank's answer to a customer's question, or none: below `ANSWER_THRESHOLD` it does not guess and
 * offers the closest entries as suggestions instead.
 */
export function findAnswer(index: AnswerIndex, question: string): AnswerResult {
  const ranked = rankEntries(index, question);
  const [best, ...others] = ranked;
  if (best && best.confidence >= ANSWER_THRESHOLD) {
    return { kind: 'answer', entry: best.entry, confidence: best.confidence, related: others.filter((other) => other.confidence >= ANSWER_THRESHOLD).slice(0, MAX_OTHERS) };
  }
  return { kind: 'no-answer', suggestions: ranked.filter((entry) => entry.confidence >= SUGGESTION_THRESHOLD).slice(0, MAX_OTHERS) };
}
