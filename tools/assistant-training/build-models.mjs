#!/usr/bin/env node
// Builds the catalogue's intent model of each language from all of this folder's training data and
// writes it where the chat loads it. Same data, same models: training is seeded.
// Also writes the sample of the data a bank's own phrasings are learned against when it publishes.
// Usage: node tools/assistant-training/build-models.mjs [--locale=mk] [--background-only]
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { importWorkspace } from '../workspace-import.mjs';
import { bucket, labelledExamples } from './labelled-examples.mjs';
import { trainingData } from './training-data.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { NOT_OURS, encodeIntentModel, trainCalibratedModel } = await importWorkspace('@console/assistant-engine');

/** A digest of the examples a model learns from: the test of the models compares it with the data's. */
export const examplesDigest = (examples) => createHash('sha1').update(JSON.stringify(examples)).digest('hex');

const generated = join(here, '..', '..', 'libs', 'assistant-engine', 'src', 'generated');
export const modelFile = (locale) => join(generated, `catalogue-model.${locale}.json`);
export const backgroundFile = (locale) => join(generated, `bank-background.${locale}.json`);

/** What a bank's own learning is set against: this many phrasings of each catalogue question and not-ours examples. */
const BACKGROUND = { perQuestion: 12, notOurs: 900 };

/**
 * A fixed sample of the examples (by a hash of each text, so the same data gives the same sample): what
 * a bank's phrasings are learned against at publish, so that they win only the messages that are theirs.
 */
export function bankBackground(examples) {
  const sample = (list, count) => list.map((example) => ({ example, at: bucket(example.text, 2 ** 31) })).sort((a, b) => a.at - b.at).slice(0, count).map(({ example }) => example);
  const byLabel = new Map();
  for (const example of examples) byLabel.set(example.label, [...(byLabel.get(example.label) ?? []), example]);
  return [...byLabel].sort(([a], [b]) => (a < b ? -1 : 1)).flatMap(([label, list]) => sample(list, label === NOT_OURS ? BACKGROUND.notOurs : BACKGROUND.perQuestion)).map(({ text, label }) => [text, label]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const only = process.argv.find((argument) => argument.startsWith('--locale='))?.slice('--locale='.length);
  for (const locale of ['mk', 'en', 'sq'].filter((code) => !only || code === only)) {
    const examples = labelledExamples(trainingData(locale));
    writeFileSync(backgroundFile(locale), `${JSON.stringify({ examples: bankBackground(examples) })}\n`);
    if (process.argv.includes('--background-only')) continue;
    const started = performance.now();
    const stored = { ...encodeIntentModel(trainCalibratedModel(examples)), trainedOn: examplesDigest(examples) };
    const text = `${JSON.stringify(stored)}\n`;
    writeFileSync(modelFile(locale), text);
    console.log(
      `${locale}: ${examples.length} examples, ${stored.labels.length} labels, trained in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
        `temperature ${stored.temperature}, ${(gzipSync(text).length / 1024).toFixed(0)} kB gzip`,
    );
  }
}
