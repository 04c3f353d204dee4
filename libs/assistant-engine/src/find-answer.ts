import type { AnswerIndex } from './answer-index';
import { MAX_OTHERS, answerFromRanking, rankEntries, type AnswerResult, type ScoredEntry } from './find-by-words';
import { NOT_OURS, classifyMessage, type IntentModel, type IntentScore } from './model/intent-model';
import { namesProduct, productsBeside } from './product-names';
import { contentWords } from './tokenize';

/**
 * The model answers a question it was taught from this confidence on (a calibrated probability: it is
 * right about this often or more). Chosen by cross-validation within the training data, see
 * `tools/assistant-training/choose-thresholds.mjs`.
 */
export const MODEL_ANSWER_THRESHOLD = 0.7;
/** Questions it was taught from this confidence on are offered as "did you mean". */
export const MODEL_SUGGESTION_THRESHOLD = 0.15;
/**
 * What the bank taught answers from this confidence on. Its model is learned against thousands of other
 * messages and is cautious: inside the training data (one eighth of the catalogue's questions taught in
 * 10 phrasings each) it took fewer than 0.1 % of other questions' and unknown topics' messages at 0.5,
 * and answered a third more of its own questions' unseen phrasings than at 0.7.
 */
export const BANK_ANSWER_THRESHOLD = 0.5;

/** The bank's entries among a model's questions from `from` on. */
const published = (index: AnswerIndex, scores: readonly IntentScore[], from: number): ScoredEntry[] =>
  scores.flatMap(({ label, confidence }) => {
    const entry = index.byId.get(label);
    return entry && confidence >= from ? [{ entry, confidence }] : [];
  });

/** The best of a model's questions if it is at least `threshold` sure of it, else null. */
function sureOf(model: IntentModel | null, question: string, threshold: number): { scores: IntentScore[]; top: IntentScore | null } {
  const scores = model ? classifyMessage(model, question) : [];
  const [top] = scores;
  return { scores, top: top && top.label !== NOT_OURS && top.confidence >= threshold ? top : null };
}

/**
 * The bank's answer to a customer's question, or none. With a model: a product the customer names gets
 * its own card; then a question the bank taught at publish (its own, or the catalogue's in its
 * customers' words) that its model is sure of; otherwise a question the catalogue's model was taught and
 * is sure of gets the bank's answer, or none when the bank did not answer that question (never the
 * nearest other answer); what neither was taught (the bank's own questions, products asked for without
 * their name) is searched by its words. Without a model, all entries are searched by their words.
 */
export function findAnswer(index: AnswerIndex, question: string): AnswerResult {
  // The search by words ranks every entry: done once, and only when something needs it.
  let ranking: ScoredEntry[] | undefined;
  const ranked = () => (ranking ??= rankEntries(index, question));
  if (!index.model) return answerFromRanking(ranked());
  const asked = contentWords(index.locale, question);
  if (index.entries.some((entry) => entry.kind === 'product' && namesProduct(index, entry, asked))) {
    const named = answerFromRanking(ranked());
    if (named.kind === 'answer' && named.entry.kind === 'product' && namesProduct(index, named.entry, asked)) return named;
  }
  const bank = sureOf(index.bankModel, question, BANK_ANSWER_THRESHOLD);
  const { scores, top } = sureOf(index.model, question, MODEL_ANSWER_THRESHOLD);
  const taught = bank.top && index.byId.get(bank.top.label);
  // A question taught in a few phrasings reaches its neighbours' messages too: where the catalogue's model
  // is surer of another question the bank answers, that answer is given (of one it does not answer, the
  // bank's taught answer rather than none).
  const outweighed = bank.top && top && top.label !== bank.top.label && top.confidence > bank.top.confidence && index.learned.has(top.label);
  if (bank.top && taught && !outweighed) return { kind: 'answer', entry: taught, confidence: bank.top.confidence, related: productsBeside(index, asked, ranked) };
  if (top) {
    const entry = index.learned.get(top.label);
    // Confidences add up to 1, so no other question comes near enough to be offered beside it; the
    // products it speaks of are. A question the bank did not answer is answered by those products, if any.
    const products = productsBeside(index, asked, ranked);
    if (entry) return { kind: 'answer', entry, confidence: top.confidence, related: products };
    const [product, ...others] = products;
    return product ? { kind: 'answer', entry: product.entry, confidence: product.confidence, related: others } : { kind: 'no-answer', suggestions: [] };
  }
  const byWords = answerFromRanking(ranked());
  if (byWords.kind === 'answer') return byWords;
  const offered = new Map<string, ScoredEntry>();
  for (const scored of [...published(index, bank.scores, MODEL_SUGGESTION_THRESHOLD), ...published(index, scores, MODEL_SUGGESTION_THRESHOLD), ...byWords.suggestions]) {
    const known = offered.get(scored.entry.id);
    if (!known || known.confidence < scored.confidence) offered.set(scored.entry.id, scored);
  }
  const suggestions = [...offered.values()].sort((a, b) => b.confidence - a.confidence);
  return { kind: 'no-answer', suggestions: suggestions.slice(0, MAX_OTHERS) };
}
