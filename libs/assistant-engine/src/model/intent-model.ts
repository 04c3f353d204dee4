import { messageFeatures } from './message-features';

/** The label of everything the bank's questions do not cover. */
export const NOT_OURS = 'not-ours';

/**
 * A trained classifier of customers' messages: a softmax over the labels (the questions' ids and
 * `NOT_OURS`), from the weights its features kept after training. Plain data, so it can be stored,
 * sent and read back as it is.
 */
export type IntentModel = {
  labels: readonly string[];
  bias: readonly number[];
  /** Feature hash → (label index, weight) pairs, flattened. */
  weights: ReadonlyMap<number, readonly number[]>;
  /** Divides the scores before the softmax, so that a confidence of 0.8 is right about 8 times in 10. */
  temperature: number;
};

export type IntentScore = { label: string; confidence: number };

/** Every label's confidence for a message, best first; the confidences add up to 1. */
export function classifyMessage(model: IntentModel, text: string): IntentScore[] {
  const scores = Float64Array.from(model.bias);
  const { ids, value } = messageFeatures(text);
  for (const id of ids) {
    const pairs = model.weights.get(id);
    if (!pairs) continue;
    for (let position = 0; position < pairs.length; position += 2) {
      const label = pairs[position] ?? 0;
      scores[label] = (scores[label] ?? 0) + (pairs[position + 1] ?? 0) * value;
    }
  }
  return softmax(scores, model.temperature)
    .map((confidence, label) => ({ label: model.labels[label] ?? NOT_OURS, confidence }))
    .sort((a, b) => b.confidence - a.confidence);
}

export function softmax(scores: ArrayLike<number>, temperature = 1): number[] {
  let highest = -Infinity;
  for (let position = 0; position < scores.length; position += 1) highest = Math.max(highest, scores[position] ?? 0);
  const exps = Array.from(scores, (score) => Math.exp((score - highest) / temperature));
  const total = exps.reduce((sum, part) => sum + part, 0);
  return exps.map((part) => part / total);
}
