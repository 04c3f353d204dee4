/**
 * A small, fast generator of numbers in [0, 1) from a seed (mulberry32): the same seed gives the same
 * numbers in every runtime, so that what is built from them (a demo history, a model's training order)
 * comes out the same every time.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}
