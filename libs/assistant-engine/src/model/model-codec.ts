import type { StoredIntentModel } from '@console/assistant-contract';
import type { IntentModel } from './intent-model';

/**
 * How an intent model is stored and downloaded (`StoredIntentModel`): the weights quantised to one byte each (a weight is
 * `scale × step`), because the chat downloads it on first open and every byte counts. The bytes are four
 * runs, one kind of number each, which compress far better than interleaved: per feature by ascending
 * bucket, its distance from the previous one (LEB128); per feature, the count of its weights; per weight,
 * its label's distance from the feature's previous label; per weight, its steps, zigzag-coded (0, −1, 1,
 * −2, … as 0, 1, 2, 3, …) so that the many small weights are small numbers.
 *
 * Each byte is one character of a string, its code shifted past the control characters (which JSON would
 * escape): the small numbers that dominate every run are one byte of UTF-8, and a compressor sees the
 * same symbol for the same number. Base64 would hide that pattern: this string compresses about 15 %
 * smaller, room for that many more weights within the chat's budget.
 */

const FORMAT = 3;
/** Added to each byte to make its character: the first one JSON writes as itself. */
const CHARACTER_SHIFT = 0x20;
const MAX_BYTE = 127;
/** A feature keeps at most this many weights: its count is one byte. */
const MAX_PER_FEATURE = 255;

function writeVarint(out: number[], value: number): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

const zigzag = (value: number): number => (value >= 0 ? 2 * value : -2 * value - 1);
const unzigzag = (code: number): number => (code % 2 === 0 ? code / 2 : -(code + 1) / 2);

function toText(bytes: readonly number[]): string {
  const characters: string[] = [];
  for (const byte of bytes) characters.push(String.fromCharCode(byte + CHARACTER_SHIFT));
  return characters.join('');
}

export function encodeIntentModel(model: IntentModel): StoredIntentModel {
  let largest = 0;
  for (const pairs of model.weights.values()) for (let at = 1; at < pairs.length; at += 2) largest = Math.max(largest, Math.abs(pairs[at] ?? 0));
  const scale = largest > 0 ? largest / MAX_BYTE : 1;
  const distances: number[] = [];
  const counts: number[] = [];
  const labelSteps: number[] = [];
  const bytes: number[] = [];
  let previous = 0;
  for (const feature of [...model.weights.keys()].sort((a, b) => a - b)) {
    const pairs = model.weights.get(feature) ?? [];
    const kept: Array<[number, number]> = [];
    for (let at = 0; at + 1 < pairs.length && kept.length < MAX_PER_FEATURE; at += 2) {
      const byte = Math.round((pairs[at + 1] ?? 0) / scale);
      if (byte !== 0) kept.push([pairs[at] ?? 0, byte]);
    }
    if (kept.length === 0) continue;
    writeVarint(distances, feature - previous);
    previous = feature;
    counts.push(kept.length);
    let label = 0;
    for (const [next, byte] of kept.sort(([a], [b]) => a - b)) {
      labelSteps.push(next - label);
      label = next;
      bytes.push(zigzag(byte));
    }
  }
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    format: FORMAT,
    labels: [...model.labels],
    bias: model.bias.map(round),
    temperature: round(model.temperature),
    scale,
    features: counts.length,
    weights: toText([...distances, ...counts, ...labelSteps, ...bytes]),
  };
}

export function decodeIntentModel(stored: StoredIntentModel): IntentModel {
  if (stored.format !== FORMAT) throw new Error(`Unknown intent model format ${stored.format}`);
  const text = stored.weights;
  const byteAt = (position: number) => text.charCodeAt(position) - CHARACTER_SHIFT;
  let at = 0;
  const byte = () => byteAt(at++);
  const features: number[] = [];
  let feature = 0;
  for (let index = 0; index < stored.features; index += 1) {
    let distance = 0;
    let factor = 1;
    for (;;) {
      const part = byte();
      distance += (part & 0x7f) * factor;
      factor *= 0x80;
      if (part < 0x80) break;
    }
    feature += distance;
    features.push(feature);
  }
  const counts = features.map(() => byte());
  const total = counts.reduce((sum, count) => sum + count, 0);
  const labelsAt = at;
  const bytesAt = at + total;
  const weights = new Map<number, number[]>();
  let next = 0;
  features.forEach((bucket, index) => {
    const pairs: number[] = [];
    let label = 0;
    for (let kept = 0; kept < (counts[index] ?? 0); kept += 1, next += 1) {
      label += byteAt(labelsAt + next);
      pairs.push(label, unzigzag(byteAt(bytesAt + next)) * stored.scale);
    }
    weights.set(bucket, pairs);
  });
  return { labels: stored.labels, bias: stored.bias, temperature: stored.temperature, weights };
}
