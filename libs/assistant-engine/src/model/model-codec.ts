import type { IntentModel } from './intent-model';

/**
 * An intent model as stored and downloaded: the weights quantised to one byte each (a weight is
 * `scale × byte`) in a base64 string, because the chat downloads it on first open and every byte counts.
 * The bytes are four runs, one kind of number each, which compress far better than interleaved: per
 * feature by ascending bucket, its distance from the previous one (LEB128); per feature, the count of its
 * weights; per weight, its label's distance from the feature's previous label; per weight, its byte.
 */
export type StoredIntentModel = {
  format: number;
  labels: string[];
  bias: number[];
  temperature: number;
  scale: number;
  /** How many features the runs hold. */
  features: number;
  weights: string;
  /** A digest of the training data it was built from, so a stale model is noticed. */
  trainedOn?: string;
};

const FORMAT = 2;
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

function toBase64(bytes: readonly number[]): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let start = 0; start < bytes.length; start += CHUNK) binary += String.fromCharCode(...bytes.slice(start, start + CHUNK));
  return btoa(binary);
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
      bytes.push(byte & 0xff);
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
    weights: toBase64([...distances, ...counts, ...labelSteps, ...bytes]),
  };
}

export function decodeIntentModel(stored: StoredIntentModel): IntentModel {
  if (stored.format !== FORMAT) throw new Error(`Unknown intent model format ${stored.format}`);
  const binary = atob(stored.weights);
  let at = 0;
  const byte = () => binary.charCodeAt(at++);
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
      label += binary.charCodeAt(labelsAt + next);
      const signed = binary.charCodeAt(bytesAt + next);
      pairs.push(label, (signed > MAX_BYTE ? signed - 256 : signed) * stored.scale);
    }
    weights.set(bucket, pairs);
  });
  return { labels: stored.labels, bias: stored.bias, temperature: stored.temperature, weights };
}
