#!/usr/bin/env node
// Asks the assistant from the command line, over the demo bank as published, with the language's
// catalogue model as built. Reads one JSON object per line ({"q": "…"}) and prints one per line:
// {"q": "…", "answer": "<catalogue or own question id, or product id>" | null, "confidence": 0–1}.
// For an answer, the confidence is the answer's; for null, the best entry's it declined to give (0 when
// none came near). Usage: node tools/assistant-eval/answer.mjs --locale=mk < questions.jsonl
import { createInterface } from 'node:readline';
import { importWorkspace } from '../workspace-import.mjs';
import { knowledgeFromCatalogue } from './knowledge-from-catalogue.mjs';

const locale = process.argv.find((argument) => argument.startsWith('--locale='))?.slice('--locale='.length);
if (!['mk', 'en', 'sq'].includes(locale)) {
  console.error('usage: node tools/assistant-eval/answer.mjs --locale=mk|en|sq < questions.jsonl');
  process.exit(2);
}
const { buildAnswerIndex, findAnswer, loadCatalogueModel } = await importWorkspace('@console/assistant-engine');
const index = buildAnswerIndex(locale, knowledgeFromCatalogue(locale), await loadCatalogueModel(locale));
const round = (value) => Math.round(value * 1000) / 1000;

let line = 0;
for await (const text of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  line += 1;
  if (text.trim() === '') continue;
  let q;
  try {
    ({ q } = JSON.parse(text));
  } catch {
    q = undefined;
  }
  if (typeof q !== 'string') {
    console.error(`line ${line}: expected {"q": "…"}`);
    process.exitCode = 1;
    continue;
  }
  const result = findAnswer(index, q);
  const answer = result.kind === 'answer' ? result.entry.id : null;
  const confidence = result.kind === 'answer' ? result.confidence : (result.suggestions[0]?.confidence ?? 0);
  console.log(JSON.stringify({ q, answer, confidence: round(confidence) }));
}
