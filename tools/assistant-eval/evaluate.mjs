#!/usr/bin/env node
// How well the assistant answers, per language, over the evaluation questions in this folder.
// Usage: node tools/assistant-eval/evaluate.mjs [--verbose] [--locale=mk]
// Prints the share of answerable questions answered correctly (goal ≥ 85 %), the share of all questions
// answered wrongly with confidence (goal ≤ 5 %), and of the questions with no answer the share the
// assistant rightly declined. Exits 1 when a goal is missed.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importWorkspace } from '../workspace-import.mjs';
import { knowledgeFromCatalogue } from './knowledge-from-catalogue.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const verbose = process.argv.includes('--verbose');
const { buildAnswerIndex, findAnswer } = await importWorkspace('@console/assistant-engine');

const GOAL_CORRECT = 0.85;
const GOAL_CONFIDENTLY_WRONG = 0.05;
const percent = (share) => `${(share * 100).toFixed(1)} %`;
let missed = false;

const only = process.argv.find((argument) => argument.startsWith('--locale='))?.slice('--locale='.length);
for (const locale of ['mk', 'en', 'sq'].filter((code) => !only || code === only)) {
  const questions = JSON.parse(readFileSync(join(here, `questions.${locale}.json`), 'utf8'));
  const index = buildAnswerIndex(locale, knowledgeFromCatalogue(locale));
  let correct = 0;
  let wrong = 0;
  let declined = 0;
  const answerable = questions.filter((question) => question.expect !== null).length;
  for (const question of questions) {
    const result = findAnswer(index, question.q);
    const answeredId = result.kind === 'answer' ? result.entry.id : null;
    if (question.expect !== null && answeredId === question.expect) correct += 1;
    else if (answeredId !== null) wrong += 1;
    else if (question.expect === null) declined += 1;
    if (verbose && answeredId !== question.expect) {
      const confidence = result.kind === 'answer' ? result.confidence.toFixed(2) : (result.suggestions[0]?.confidence.toFixed(2) ?? '-');
      console.log(`  ${locale} [${question.kind}] "${question.q}" → ${answeredId ?? 'none'} (${confidence}), expected ${question.expect ?? 'none'}`);
    }
  }
  const correctShare = correct / answerable;
  const wrongShare = wrong / questions.length;
  const unanswerable = questions.length - answerable;
  missed ||= correctShare < GOAL_CORRECT || wrongShare > GOAL_CONFIDENTLY_WRONG;
  console.log(
    `${locale}: ${questions.length} questions · answered correctly ${percent(correctShare)} of ${answerable} answerable` +
      ` · answered wrongly ${percent(wrongShare)} · declined ${declined} of ${unanswerable} with no answer`,
  );
}
process.exit(missed ? 1 : 0);
