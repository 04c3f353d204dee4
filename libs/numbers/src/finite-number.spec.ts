import { describe, expect, it } from 'vitest';
import { finiteNumber } from './finite-number';

describe('finiteNumber', () => {
  it('keeps a finite number and reads nothing else as one', () => {
    expect(finiteNumber(4.5)).toBe(4.5);
    expect(finiteNumber(0)).toBe(0);
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, '4.5', null, undefined, { min: 4 }]) expect(finiteNumber(value)).toBeUndefined();
  });
});
