#!/usr/bin/env node
// Builds the catalogue's intent model of each language from all of this folder's training data and
// writes it where the chat loads it. Same data, same models: training is seeded.
// Usage: node tools/assistant-training/build-models.mjs [--locale=mk]
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { importWorkspace } from '../workspace-import.mjs';
import { labelledExamples } from './labelled-examples.mjs';
import { trainingData } from './training-data.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { encodeIntentModel, trainCalibratedModel } = await importWorkspace('@console/assistant-engine');

/** A digest of the examples a model learns from: the test of the models compares it with the data's. */
export const examplesDigest = (examples) => createHash('sha1').update(JSON.stringify(examples)).digest('hex');

export const modelFile = (locale) => join(here, '..', '..', 'libs', 'assistant-engine', 'src', 'generated', `catalogue-model.${locale}.json`);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const only = process.argv.find((argument) => argument.startsWith('--locale='))?.slice('--locale='.length);
  for (const locale of ['mk', 'en', 'sq'].filter((code) => !only || code === only)) {
    const examples = labelledExamples(trainingData(locale));
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
