import { describe, expect, it } from 'vitest';
import { trainCalibratedModel } from './calibrate-temperature';
import { NOT_OURS, classifyMessage } from './intent-model';
import { messageFeatureNames } from './message-features';
import { decodeIntentModel, encodeIntentModel } from './model-codec';
import { trainIntentModel, type LabelledMessage } from './train-intent-model';

const taught = (label: string, texts: string[]): LabelledMessage[] => texts.map((text) => ({ text, label }));

const examples: LabelledMessage[] = [
  ...taught('cards-block', ['ми ја украдоа картичката', 'изгубив картичка', 'блокирај ја картичката', 'ja izgubiv kartickata', 'ukradena karticka', 'blokada na karticka', 'картичката ми е изгубена што да правам']),
  ...taught('atm-limit', ['колку пари можам да подигнам од банкомат', 'дневен лимит на банкомат', 'kolku mozam da podignam od bankomat dnevno', 'limit za podiganje gotovina', 'максимум кеш од банкомат на ден']),
  ...taught('loans-housing', ['станбен кредит услови', 'кредит за стан', 'sakam kredit za stan', 'uslovi za stanben kredit', 'колку години е станбениот кредит']),
  ...taught(NOT_OURS, ['кога ќе ми стигне новата картичка', 'купување биткоин', 'какво ќе биде времето утре', 'акции на берза', 'осигурување на автомобил', 'pokana za rabota vo bankata', 'kriptovaluti', 'pension fond treti stolb']),
];

const top = (model: ReturnType<typeof trainIntentModel>, text: string) => classifyMessage(model, text)[0];

describe('the intent model', () => {
  const model = trainIntentModel(examples, { epochs: 20 });

  it('reads Macedonian in Cyrillic and in Latin letters alike, and Albanian with or without ë and ç', () => {
    expect(messageFeatureNames('картичка')).toEqual(messageFeatureNames('kartichka'));
    expect(messageFeatureNames('kartelë')).toEqual(messageFeatureNames('kartele'));
  });

  it('recognises a question asked in words it was not taught, in either alphabet', () => {
    expect(top(model, 'ми ја украдоа картичката вчера')?.label).toBe('cards-block');
    expect(top(model, 'izgubena kartichka')?.label).toBe('cards-block');
    expect(top(model, 'kolku keš od bankomat')?.label).toBe('atm-limit');
  });

  it('tells what is not ours from what is', () => {
    expect(top(model, 'сакам да купам биткоин')?.label).toBe(NOT_OURS);
  });

  it('gives confidences that add up to 1, best first', () => {
    const scores = classifyMessage(model, 'станбен кредит');
    expect(scores.reduce((sum, score) => sum + score.confidence, 0)).toBeCloseTo(1, 6);
    expect(scores.map((score) => score.confidence)).toEqual([...scores.map((score) => score.confidence)].sort((a, b) => b - a));
  });

  it('learns the same model from the same data', () => {
    expect(encodeIntentModel(trainIntentModel(examples, { epochs: 20 }))).toEqual(encodeIntentModel(model));
  });

  it('keeps its answers when stored and read back', () => {
    const read = decodeIntentModel(encodeIntentModel(model));
    for (const text of ['ukradena karticka', 'dneven limit', 'биткоин', 'кредит за куќа']) {
      expect(top(read, text)?.label).toBe(top(model, text)?.label);
      expect(top(read, text)?.confidence).toBeCloseTo(top(model, text)?.confidence ?? 0, 1);
    }
  });

  it('stores its weights as printable text, negative weights included', () => {
    const stored = encodeIntentModel(model);
    expect(JSON.stringify(stored.weights)).not.toMatch(/\\u00[01]/u);
    const negative = [...decodeIntentModel(stored).weights.values()].flatMap((pairs) => pairs.filter((_, at) => at % 2 === 1)).filter((weight) => weight < 0);
    expect(negative.length).toBeGreaterThan(0);
  });

  it('keeps only the strongest weights when asked to', () => {
    const small = trainIntentModel(examples, { epochs: 20, maxWeights: 200 });
    const kept = [...small.weights.values()].reduce((sum, pairs) => sum + pairs.length / 2, 0);
    expect(kept).toBeLessThanOrEqual(200);
    expect(top(small, 'ми ја украдоа картичката')?.label).toBe('cards-block');
  });

  it('calibrates its confidence on examples it did not learn from', () => {
    const calibrated = trainCalibratedModel(examples, { epochs: 20 });
    expect(calibrated.temperature).toBeGreaterThan(0);
    expect(calibrated.labels).toEqual(model.labels);
  });
});
