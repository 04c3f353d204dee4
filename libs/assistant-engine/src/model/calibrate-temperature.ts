import { classifyMessage, type IntentModel } from './intent-model';
import { featureHash } from './message-features';
import { trainIntentModel, type LabelledMessage, type TrainingOptions } from './train-intent-model';

const CANDIDATES = Array.from({ length: 30 }, (_, step) => 0.25 + step * 0.1);

/**
 * The temperature under which the model's confidences best match how often it is right on messages it
 * was not trained on (least log loss): without it, a model sure of its training data claims 0.99 on
 * messages it gets wrong.
 */
export function calibrateTemperature(model: IntentModel, heldOut: readonly LabelledMessage[]): number {
  let best = { temperature: 1, loss: Infinity };
  for (const temperature of CANDIDATES) {
    const tempered = { ...model, temperature };
    let loss = 0;
    for (const example of heldOut) {
      const confidence = classifyMessage(tempered, example.text).find((score) => score.label === example.label)?.confidence ?? 0;
      loss -= Math.log(Math.max(confidence, 1e-9));
    }
    if (loss < best.loss) best = { temperature, loss };
  }
  return best.temperature;
}

/** One message in this many is held out to calibrate; chosen by its hash, so the same data splits the same. */
const CALIBRATION_SHARE = 7;

/**
 * A model trained on all the examples, with the temperature found by training once without a seventh of
 * them and calibrating on that seventh.
 */
export function trainCalibratedModel(examples: readonly LabelledMessage[], options: Partial<TrainingOptions> = {}): IntentModel {
  const heldOut = (example: LabelledMessage) => featureHash(example.text) % CALIBRATION_SHARE === 0;
  const trial = trainIntentModel(examples.filter((example) => !heldOut(example)), options);
  const temperature = calibrateTemperature(trial, examples.filter(heldOut));
  return { ...trainIntentModel(examples, options), temperature };
}
