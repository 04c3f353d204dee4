import type { IntentModel } from './intent-model';

/**
 * An intent model as stored and downloaded: the weights quantised to one byte each (a weight is
 * `scale × byte`) in a base64 string, because the chat downloads it on first open and every byte counts.
 * Layout per feature, by ascending hash: the hash's distance from the previous one (LEB128), the count
 * of its weights (one byte), then per weight its label index and its byte.
 */
export type StoredIntentModel = {
  format: number;
  labels: string[];
  bias: number[];
  temperature: number;
  scale: number;
  weights: string;
  /** A digest of the training data it was built from, so a stale model is noticed. */
  trainedOn?: string;
};

const MAX_BYTE = 127;

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
  const out: number[] = [];
  let previous = 0;
  for (const hash of [...model.weights.keys()].sort((a, b) => a - b)) {
    const quantised: number[] = [];
    const pairs = model.weights.get(hash) ?? [];
    for (let at = 0; at + 1 < pairs.length && quantised.length < 2 * 255; at += 2) {
      const byte = Math.round((pairs[at + 1] ?? 0) / scale);
      if (byte !== 0) quantised.push(pairs[at] ?? 0, byte & 0xff);
    }
    if (quantised.length === 0) continue;
    writeVarint(out, hash - previous);
    previous = hash;
    out.push(quantised.length / 2, ...quantised);
  }
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { format: 1, labels: [...model.labels], bias: model.bias.map(round), temperature: round(model.temperature), scale, weights: toBase64(out) };
}

export function decodeIntentModel(stored: StoredIntentModel): IntentModel {
  const binary = atob(stored.weights);
  const weights = new Map<number, number[]>();
  let at = 0;
  let hash = 0;
  const byte = () => binary.charCodeAt(at++);
  while (at < binary.length) {
    let delta = 0;
    let factor = 1;
    for (;;) {
      const part = byte();
      delta += (part & 0x7f) * factor;
      factor *= 0x80;
      if (part < 0x80) break;
    }
    hash += delta;
    const count = byte();
    const pairs: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const label = byte();
      const signed = byte();
      pairs.push(label, (signed > MAX_BYTE ? signed - 256 : signed) * stored.scale);
    }
    weights.set(hash, pairs);
  }
  return { labels: stored.labels, bias: stored.bias, temperature: stored.temperature, weights };
}
