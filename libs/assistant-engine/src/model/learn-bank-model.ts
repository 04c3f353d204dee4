import { NOT_OURS, type IntentModel } from './intent-model';
import { intentModelTraining, type LabelledMessage, type TrainingOptions, type TrainingSteps } from './train-intent-model';

/** What a bank taught in one language: for a question (the catalogue's or its own), how customers ask it. */
export type TaughtQuestion = { id: string; phrasings: readonly string[] };

/**
 * A bank's model is small: one label per question taught, learned in a few seconds at publish and
 * downloaded with its answers. 20 passes and at most 24,000 weights: 18 kB gzip as stored for 3 questions
 * taught, 50 kB for every catalogue question and 15 of its own with 500 phrasings (79 kB of JSON, far
 * below a part's limit).
 */
export const BANK_TRAINING: Partial<TrainingOptions> = { epochs: 20, maxWeights: 24_000 };

/**
 * A question the bank taught in a few words would drown among the background's thousands: its
 * phrasings are repeated until it has about this many examples. Chosen inside the training data (the
 * catalogue's questions of one eighth taught in 10 phrasings each, measured on their other training
 * phrasings): 40 rather than 12 answered 33.5 % of them rather than 30.8 (Macedonian) and 25.3 rather
 * than 20.7 (English) at 0.5, still taking fewer than 0.1 % of other questions' messages.
 */
const EXAMPLES_PER_QUESTION = 40;

/**
 * The examples of a bank's model: what it taught under its questions' ids, and the background (the
 * catalogue's phrasings and banking questions nobody answers) as `NOT_OURS` — "not one of the bank's" —
 * except the phrasings of a catalogue question the bank taught, which stay under that question.
 */
export function bankExamples(background: readonly LabelledMessage[], taught: readonly TaughtQuestion[]): LabelledMessage[] {
  const ids = new Set(taught.map(({ id }) => id));
  const examples = background.map(({ text, label }) => ({ text, label: ids.has(label) ? label : NOT_OURS }));
  for (const { id, phrasings } of taught) {
    const texts = phrasings.map((text) => text.trim()).filter((text) => text.length > 0);
    const repeats = Math.ceil(EXAMPLES_PER_QUESTION / Math.max(texts.length, 1));
    for (let round = 0; round < repeats; round += 1) for (const text of texts) examples.push({ text, label: id });
  }
  return examples;
}

/**
 * `learnBankModel`'s steps: null when the bank taught nothing. Not calibrated like the catalogue's model:
 * a question taught in a few phrasings cannot spare some to hold out, and held out they would be
 * unseen, which would make the model doubt exactly what the bank taught it. The background keeps it
 * from claiming the rest.
 */
function* bankModelTraining(background: readonly LabelledMessage[], taught: readonly TaughtQuestion[]): TrainingSteps<IntentModel | null> {
  if (!taught.some(({ phrasings }) => phrasings.some((text) => text.trim().length > 0))) return null;
  return yield* intentModelTraining(bankExamples(background, taught), BANK_TRAINING);
}

/** Long enough a run for a page to stay responsive: it yields to the browser after this many milliseconds. */
const SLICE_MS = 40;

/**
 * A bank's model of one language, learned from what it taught against the background, between which
 * the page keeps responding; `onProgress` hears the share done (0–1). Null when nothing was taught.
 */
export async function learnBankModel(
  background: readonly LabelledMessage[],
  taught: readonly TaughtQuestion[],
  onProgress: (share: number) => void = () => undefined,
): Promise<IntentModel | null> {
  const steps = bankModelTraining(background, taught);
  let sliceStarted = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    onProgress(step.value);
    if (performance.now() - sliceStarted > SLICE_MS) {
      await new Promise<void>((resume) => setTimeout(resume, 0));
      sliceStarted = performance.now();
    }
  }
}
