#!/usr/bin/env node
// Converts BANKING77's English training messages (already labelled with the catalogue's ids) into this
// folder's shape: messages of an intent that maps to exactly one catalogue question become that
// question's `customers` phrasings, messages of intents the catalogue does not cover become not-ours
// examples under their intent as topic. Intents that map to two questions are left out: their message
// would teach both. Usage: node tools/assistant-training/import-banking77.mjs <banking77-train.en.json>
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asWritten, trainingData } from './training-data.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const source = process.argv[2];
if (!source) {
  console.error('usage: node tools/assistant-training/import-banking77.mjs <banking77-train.en.json>');
  process.exit(2);
}
const messages = JSON.parse(readFileSync(source, 'utf8'));
const phrasings = {};
const notOurs = {};
// The dataset repeats some messages, and a few are already the catalogue's variants or written phrasings:
// each is kept once.
const { questions, notOurs: writtenNotOurs } = trainingData('en');
const seen = new Set(
  [...[...questions.values()].flat(), ...writtenNotOurs].filter(({ file }) => !file.includes('banking77')).map(({ text }) => asWritten(text)),
);
for (const { q, expect, intent } of messages) {
  const text = q.trim();
  if (seen.has(asWritten(text))) continue;
  seen.add(asWritten(text));
  if (expect.length === 1) ((phrasings[expect[0]] ??= { customers: [] }).customers).push(text);
  else if (expect.length === 0) (notOurs[intent.replace(/[^a-z0-9]+/giu, '-').replace(/-$/u, '').toLowerCase()] ??= []).push(text);
}
const sorted = (object) => Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(join(here, 'phrasings', 'en', 'banking77.json'), `${JSON.stringify(sorted(phrasings), null, 2)}\n`);
writeFileSync(join(here, 'not-ours', 'en.banking77.json'), `${JSON.stringify(sorted(notOurs), null, 2)}\n`);
console.log(`${Object.values(phrasings).reduce((sum, { customers }) => sum + customers.length, 0)} phrasings, ${Object.values(notOurs).flat().length} not ours`);
