/**
 * A trained classifier of customers' messages as stored and downloaded (written and read by
 * `@console/assistant-engine`'s codec): the catalogue's model of a language, or the one a bank's
 * publish learns from what it taught.
 */
export type StoredIntentModel = {
  format: number;
  labels: string[];
  bias: number[];
  temperature: number;
  scale: number;
  /** How many features the runs hold. */
  features: number;
  weights: string;
  /** A digest of the training data it was built from, so a stale model is noticed. */
  trainedOn?: string;
};
