#!/usr/bin/env node
// How the engine's answer threshold and the training options were chosen, without looking at the
// evaluation's test part: 5-fold cross-validation within the training part (not-ours examples folded by
// topic, so each fold's out-of-scope messages are on topics its model never saw). Prints, per threshold,
// the share of answerable messages answered right and wrong and of out-of-scope ones answered, by the
// model alone. Usage: node tools/assistant-training/choose-thresholds.mjs [--locale=mk] [--options='{"epochs":12}']
import { importWorkspace } from '../workspace-import.mjs';
import { bucket, evaluationSplit } from './labelled-examples.mjs';
import { trainingData } from './training-data.mjs';

const { NOT_OURS, classifyMessage, trainCalibratedModel } = await importWorkspace('@console/assistant-engine');
const FOLDS = 5;
const THRESHOLDS = [0.5, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85];
// Salted: the evaluation's own split takes the unsalted bucket 0 of each text, so unsalted fold 0 would hold
// only the catalogue's own question and variants, the easiest phrasings.
const fold = (key) => bucket(`fold ${key}`, FOLDS);

const optionsArgument = process.argv.find((argument) => argument.startsWith('--options='))?.slice('--options='.length);
const options = optionsArgument ? JSON.parse(optionsArgument) : {};
const only = process.argv.find((argument) => argument.startsWith('--locale='))?.slice('--locale='.length);
for (const locale of ['mk', 'en', 'sq'].filter((code) => !only || code === only)) {
  const data = trainingData(locale);
  const topicOf = new Map(data.notOurs.map(({ text, topic }) => [text, topic]));
  const { train } = evaluationSplit(locale, data);
  const keyOf = (example) => (example.label === NOT_OURS ? `topic ${topicOf.get(example.text)}` : example.text);
  const counts = THRESHOLDS.map(() => ({ answerable: 0, right: 0, wrong: 0, outOfScope: 0, answered: 0 }));
  for (let part = 0; part < FOLDS; part += 1) {
    const model = trainCalibratedModel(train.filter((example) => fold(keyOf(example)) !== part), options);
    for (const example of train.filter((candidate) => fold(keyOf(candidate)) === part)) {
      const [top] = classifyMessage(model, example.text);
      THRESHOLDS.forEach((threshold, at) => {
        const count = counts[at];
        const answered = top.label !== NOT_OURS && top.confidence >= threshold ? top.label : null;
        if (example.label === NOT_OURS) {
          count.outOfScope += 1;
          if (answered) count.answered += 1;
        } else {
          count.answerable += 1;
          if (answered === example.label) count.right += 1;
          else if (answered) count.wrong += 1;
        }
      });
    }
  }
  const share = (part, whole) => `${((100 * part) / whole).toFixed(1)} %`;
  THRESHOLDS.forEach((threshold, at) => {
    const { answerable, right, wrong, outOfScope, answered } = counts[at];
    console.log(`${locale} ≥ ${threshold}: right ${share(right, answerable)}, wrong ${share(wrong, answerable)}, out of scope answered ${share(answered, outOfScope)}`);
  });
}
