import { describe, expect, it } from 'vitest';
import { wholeYears } from './duration-units';

describe('wholeYears', () => {
  it('says whole years for multiples of twelve months only', () => {
    expect(wholeYears(12)).toBe(1);
    expect(wholeYears(60)).toBe(5);
    expect(wholeYears(18)).toBeUndefined();
    expect(wholeYears(0)).toBeUndefined();
    expect(wholeYears(24.5)).toBeUndefined();
  });
});
