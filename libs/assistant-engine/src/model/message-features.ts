import { foldForSearch } from '@console/search-text';

/** A message as the model reads it: the hashes of its features, each weighing 1/√n. */
export type MessageFeatures = { ids: Uint32Array; value: number };

/** FNV-1a: stable across runs and runtimes, so a model trained in one place reads the same elsewhere. */
export function featureHash(feature: string): number {
  let hash = 0x811c9dc5;
  for (let position = 0; position < feature.length; position += 1) {
    hash ^= feature.charCodeAt(position);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Features are counted in 2^20 buckets (the hash's top bits): the stored model names a feature by its
 * bucket, in a byte or two, and a stray collision costs next to nothing.
 */
const FEATURE_BITS = 20;

/**
 * Pieces of three letters only. Measured by 5-fold cross-validation inside the English training part
 * (`choose-thresholds.mjs`), the model cut to the weights the chat can download answered 80.5 % right
 * with 3-letter pieces against 78.1 % with pieces of 2 to 5 letters, as few wrong: longer pieces are
 * many more features, which spread the kept weights thin, and 2-letter ones say little.
 */
const GRAM = 3;

/**
 * Words, word pairs and the 3-letter pieces of each word (with its edges), over the folded text:
 * Cyrillic and Latin-typed Macedonian, and Albanian with or without ë and ç, read alike; the pieces
 * carry a word across its endings and most typos ("kartickata", "karitcka" share most of "karticka").
 */
export function messageFeatureNames(text: string): string[] {
  const words = foldForSearch(text).split(' ').filter((word) => word.length > 0);
  const names = new Set<string>();
  words.forEach((word, position) => {
    names.add(`w ${word}`);
    const next = words[position + 1];
    if (next !== undefined) names.add(`b ${word} ${next}`);
    const edged = `<${word}>`;
    for (let start = 0; start + GRAM <= edged.length; start += 1) names.add(edged.slice(start, start + GRAM));
  });
  return [...names];
}

export function messageFeatures(text: string): MessageFeatures {
  const names = messageFeatureNames(text);
  const ids = Uint32Array.from(new Set(names.map((name) => featureHash(name) >>> (32 - FEATURE_BITS))));
  return { ids, value: names.length > 0 ? 1 / Math.sqrt(names.length) : 0 };
}
