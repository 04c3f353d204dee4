// The training data as labelled messages, and the fixed split the evaluation trains and measures on.
import { createHash } from 'node:crypto';
import { importWorkspace } from '../workspace-import.mjs';

const { NOT_OURS } = await importWorkspace('@console/assistant-engine');
const { foldForSearch } = await importWorkspace('@console/search-text');

/** Stable across machines and runs: a text's place in the split never changes. */
export const bucket = (text, buckets) => createHash('sha1').update(text).digest().readUInt32BE(0) % buckets;

/** Every phrasing under its question's id, every not-ours example under `NOT_OURS`. */
export function labelledExamples({ questions, notOurs }) {
  return [
    ...[...questions].flatMap(([id, phrasings]) => phrasings.map(({ text }) => ({ text, label: id }))),
    ...notOurs.map(({ text }) => ({ text, label: NOT_OURS })),
  ];
}

/** What a test message is, for the figures per kind. */
function kindsOf(locale, { text, kind }) {
  const kinds = [kind];
  if (locale === 'mk') kinds.push(/[\u0400-\u04ff]/u.test(text) ? 'cyrillic' : 'latin');
  if (locale === 'sq') kinds.push(/[ëç]/iu.test(text) ? 'with ë/ç' : 'without ë/ç');
  return kinds;
}

/**
 * A fixed split: a fifth of the phrasings (never the catalogue's own question and variants) and every
 * example of a quarter of the not-ours topics are kept for testing, so the out-of-scope figure is on
 * topics the model never saw. A test message that reads like a training one once folded (the same words
 * in Cyrillic and Latin letters) is dropped: the model would have seen it.
 */
export function evaluationSplit(locale, { questions, notOurs }) {
  const train = [];
  const test = [];
  for (const [id, phrasings] of questions) {
    for (const phrasing of phrasings) {
      const tested = phrasing.kind !== 'question' && phrasing.kind !== 'variant' && bucket(phrasing.text, 5) === 0;
      if (tested) test.push({ text: phrasing.text, expect: id, kinds: kindsOf(locale, phrasing) });
      else train.push({ text: phrasing.text, label: id });
    }
  }
  for (const example of notOurs) {
    if (bucket(example.topic, 4) === 0) test.push({ text: example.text, expect: null, kinds: ['not ours', example.topic] });
    else train.push({ text: example.text, label: NOT_OURS });
  }
  const seen = new Set(train.map(({ text }) => foldForSearch(text)));
  return { train, test: test.filter(({ text }) => !seen.has(foldForSearch(text))) };
}
