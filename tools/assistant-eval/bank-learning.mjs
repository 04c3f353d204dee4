#!/usr/bin/env node
// How well the assistant learns what a bank teaches at publish, on messages it never saw, per language.
// Usage: node tools/assistant-eval/bank-learning.mjs [--locale=mk] [--phrasings=10]
// Simulates a bank with questions of its own: a fixed eighth of the catalogue's questions is taken out of
// the catalogue's model (trained here on the training part of the fixed split without them) and out of
// the background, and taught as the bank would, by the question and `--phrasings` of its training
// phrasings. Then the whole test part is answered with and without what the publish learned: the own
// questions' messages (answered right, wrong), the other questions' (whether the learned model takes
// any of them away) and the out-of-scope ones.
import { importWorkspace } from '../workspace-import.mjs';
import { bankBackground } from '../assistant-training/build-models.mjs';
import { bucket, evaluationSplit } from '../assistant-training/labelled-examples.mjs';
import { trainingData } from '../assistant-training/training-data.mjs';
import { knowledgeFromCatalogue } from './knowledge-from-catalogue.mjs';

const { NOT_OURS, buildAnswerIndex, findAnswer, learnBankModel, trainCalibratedModel } = await importWorkspace('@console/assistant-engine');
const option = (name, fallback) => process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const only = option('locale', null);
const perQuestion = Number(option('phrasings', '10'));
const percent = (part, whole) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);

for (const locale of ['mk', 'en', 'sq'].filter((code) => !only || code === only)) {
  const data = trainingData(locale);
  const own = new Set([...data.questions.keys()].filter((id) => bucket(id, 8) === 0));
  const { train, test } = evaluationSplit(locale, data);
  const catalogueTrain = train.filter(({ label }) => !own.has(label));
  const taught = [...own].map((id) => ({
    id,
    phrasings: [data.questions.get(id)[0].text, ...train.filter(({ label, text }) => label === id && text !== data.questions.get(id)[0].text).map(({ text }) => text).sort((a, b) => bucket(a, 2 ** 31) - bucket(b, 2 ** 31)).slice(0, perQuestion)],
  }));
  const model = trainCalibratedModel(catalogueTrain);
  const started = performance.now();
  const background = bankBackground(catalogueTrain).map(([text, label]) => ({ text, label }));
  const learned = await learnBankModel(background, taught);
  const seconds = (performance.now() - started) / 1000;
  const knowledge = knowledgeFromCatalogue(locale);
  const indexes = { without: buildAnswerIndex(locale, knowledge, model), with: buildAnswerIndex(locale, knowledge, model, learned) };
  for (const [name, index] of Object.entries(indexes)) {
    const counts = { own: 0, ownRight: 0, ownWrong: 0, other: 0, otherRight: 0, otherWrong: 0, takenByOwn: 0, outOfScope: 0, outOfScopeAnswered: 0 };
    for (const message of test) {
      const result = findAnswer(index, message.text);
      const answered = result.kind === 'answer' ? result.entry.id : null;
      if (message.expect === null) {
        counts.outOfScope += 1;
        if (answered !== null) counts.outOfScopeAnswered += 1;
      } else if (own.has(message.expect)) {
        counts.own += 1;
        if (answered === message.expect) counts.ownRight += 1;
        else if (answered !== null) counts.ownWrong += 1;
      } else {
        counts.other += 1;
        if (answered === message.expect) counts.otherRight += 1;
        else if (answered !== null) {
          counts.otherWrong += 1;
          if (own.has(answered)) counts.takenByOwn += 1;
        }
      }
    }
    console.log(
      `${locale} ${name.padEnd(7)} own questions (${own.size}, ${counts.own} messages): ${percent(counts.ownRight, counts.own)} right, ${percent(counts.ownWrong, counts.own)} wrong · ` +
        `catalogue (${counts.other}): ${percent(counts.otherRight, counts.other)} right, ${percent(counts.otherWrong, counts.other)} wrong (${percent(counts.takenByOwn, counts.other)} to an own question) · ` +
        `out of scope (${counts.outOfScope}): ${percent(counts.outOfScopeAnswered, counts.outOfScope)} answered`,
    );
  }
  console.log(`${locale}: learned ${taught.reduce((sum, { phrasings }) => sum + phrasings.length, 0)} phrasings in ${seconds.toFixed(1)} s (Node); ${NOT_OURS} kept as the rest`);
}
