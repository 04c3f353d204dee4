#!/usr/bin/env node
// Checks the training data and prints its counts per language. Fails when a catalogue question has
// fewer than MIN_PHRASINGS phrasings, when one phrasing is given to two questions (or is both a
// question's and not ours), when a phrasing is repeated, when a language has fewer than MIN_NOT_OURS
// not-ours examples, or when a language's built model was trained on other data.
// Usage: node tools/assistant-training/validate.mjs [--locale=mk]
import { readFileSync } from 'node:fs';
import { importWorkspace } from '../workspace-import.mjs';
import { backgroundFile, bankBackground, examplesDigest, modelFile } from './build-models.mjs';
import { labelledExamples } from './labelled-examples.mjs';
import { PHRASING_KINDS, asWritten, catalogueQuestions, learnedAs, trainingData } from './training-data.mjs';

const MIN_PHRASINGS = 60;
const MIN_NOT_OURS = 1500;
const { foldForSearch } = await importWorkspace('@console/search-text');

const only = process.argv.find((argument) => argument.startsWith('--locale='))?.slice('--locale='.length);
const errors = [];
for (const locale of ['mk', 'en', 'sq'].filter((code) => !only || code === only)) {
  const { questions, notOurs } = trainingData(locale);
  const catalogueIds = new Set(Object.keys(catalogueQuestions(locale)).map(learnedAs));
  const owner = new Map();
  const kindCounts = Object.fromEntries(PHRASING_KINDS.map((kind) => [kind, 0]));
  let fewest = Infinity;
  for (const [id, phrasings] of questions) {
    if (!catalogueIds.has(id)) errors.push(`${locale}: "${id}" is not a catalogue question`);
    const written = new Set();
    let ownPhrasings = 0;
    for (const { text, kind, file } of phrasings) {
      if (!PHRASING_KINDS.includes(kind)) errors.push(`${locale}: ${id} has an unknown kind "${kind}" in ${file}`);
      if (typeof text !== 'string' || text.trim() === '') {
        errors.push(`${locale}: ${id} has an empty phrasing in ${file}`);
        continue;
      }
      kindCounts[kind] = (kindCounts[kind] ?? 0) + 1;
      if (written.has(asWritten(text))) errors.push(`${locale}: ${id} repeats "${text}"`);
      written.add(asWritten(text));
      if (kind !== 'question' && kind !== 'variant') ownPhrasings += 1;
      const folded = foldForSearch(text);
      const other = owner.get(folded);
      if (other !== undefined && other !== id) errors.push(`${locale}: "${text}" is a phrasing of both ${other} and ${id}`);
      owner.set(folded, id);
    }
    fewest = Math.min(fewest, ownPhrasings);
    if (ownPhrasings < MIN_PHRASINGS) errors.push(`${locale}: ${id} has ${ownPhrasings} phrasings, fewer than ${MIN_PHRASINGS}`);
  }
  for (const id of catalogueIds) if (!questions.has(id)) errors.push(`${locale}: ${id} has no phrasings`);
  const notOursWritten = new Set();
  for (const { text, topic } of notOurs) {
    const folded = foldForSearch(text);
    if (owner.has(folded)) errors.push(`${locale}: "${text}" is both ${owner.get(folded)} and not ours (${topic})`);
    if (notOursWritten.has(asWritten(text))) errors.push(`${locale}: not ours repeats "${text}"`);
    notOursWritten.add(asWritten(text));
  }
  if (notOursWritten.size < MIN_NOT_OURS) errors.push(`${locale}: ${notOursWritten.size} not-ours examples, fewer than ${MIN_NOT_OURS}`);
  const topics = new Set(notOurs.map(({ topic }) => topic)).size;
  const built = JSON.parse(readFileSync(modelFile(locale), 'utf8'));
  const examples = labelledExamples({ questions, notOurs });
  if (built.trainedOn !== examplesDigest(examples)) errors.push(`${locale}: the model was trained on other data: run npm run assistant:models`);
  const background = JSON.parse(readFileSync(backgroundFile(locale), 'utf8')).examples;
  if (JSON.stringify(background) !== JSON.stringify(bankBackground(examples))) errors.push(`${locale}: the sample banks learn against is out of date: run npm run assistant:models`);
  console.log(
    `${locale}: ${questions.size} questions, ${Object.entries(kindCounts).map(([kind, count]) => `${count} ${kind}`).join(', ')}; ` +
      `fewest per question ${fewest === Infinity ? 0 : fewest}; ${notOursWritten.size} not ours in ${topics} topics`,
  );
}
for (const error of errors.slice(0, 50)) console.error(`  ${error}`);
if (errors.length > 50) console.error(`  … and ${errors.length - 50} more`);
process.exit(errors.length > 0 ? 1 : 0);
