import { describe, expect, it } from 'vitest';
import { formatDecimalForInput } from './format-decimal';
import { parseDecimal, parseOptionalDecimal } from './parse-decimal';

describe('parseDecimal', () => {
  it.each([
    ['3,9', 'mk', 3.9],
    ['3.9', 'mk', 3.9],
    ['3,9', 'en', 3.9],
    ['3.9', 'en', 3.9],
    ['3,9', 'sq', 3.9],
    ['0,125', 'mk', 0.125],
    ['0.125', 'mk', 0.125],
    [',5', 'mk', 0.5],
    ['12', 'en', 12],
    ['3,', 'mk', 3],
  ])('reads the decimal comma and point alike: %s in %s is %d', (text, language, expected) => {
    expect(parseDecimal(text, language)).toBe(expected);
  });

  it.each([
    ['1.500', 'mk', 1500],
    ['600.000', 'mk', 600_000],
    ['12.000.000', 'mk', 12_000_000],
    ['1.250,50', 'mk', 1250.5],
    ['600.000', 'sq', 600_000],
    ['600 000', 'sq', 600_000],
    ['600\u202f000', 'sq', 600_000],
    ['1,500', 'en', 1500],
    ['1,250.50', 'en', 1250.5],
    ['1,000,000', 'mk', 1_000_000],
    ['1.000.000', 'en', 1_000_000],
  ])('reads thousands where the separator cannot be decimal: %s in %s is %d', (text, language, expected) => {
    expect(parseDecimal(text, language)).toBe(expected);
  });

  it.each([
    ['1.500', 'en', 1.5],
    ['1,500', 'mk', 1.5],
  ])("reads a single separator that is not the language's group separator as decimal: %s in %s is %d", (text, language, expected) => {
    expect(parseDecimal(text, language)).toBe(expected);
  });

  it('reads a single separator as decimal where the field has no thousands (rates)', () => {
    expect(parseDecimal('1.500', 'mk', { grouping: false })).toBe(1.5);
    expect(parseDecimal('1,250.5', 'en', { grouping: false })).toBeNaN();
  });

  it.each(['', '   ', 'abc', '3,9%', '1.2.3,4,5', '12,34,567', '1.50.000', '--3', '3 , 9e2'])('refuses %j instead of guessing', (text) => {
    expect(parseDecimal(text, 'mk')).toBeNaN();
  });

  it('keeps a sign for the rules to judge', () => {
    expect(parseDecimal('-2,5', 'mk')).toBe(-2.5);
  });

  it('tells an empty input apart from a wrong one', () => {
    expect(parseOptionalDecimal(' ', 'mk')).toBeUndefined();
    expect(parseOptionalDecimal('x', 'mk')).toBeNaN();
    expect(parseOptionalDecimal('3,9', 'mk')).toBe(3.9);
  });
});

describe('formatDecimalForInput', () => {
  it.each([
    [3.9, 'mk', '3,9'],
    [600_000, 'mk', '600.000'],
    [1250.5, 'sq', '1.250,5'],
    [3.9, 'en', '3.9'],
    [600_000, 'en', '600,000'],
    [Number.NaN, 'en', ''],
  ])('writes %d in %s as %j', (value, language, expected) => {
    expect(formatDecimalForInput(value, language)).toBe(expected);
  });

  it('writes what parseDecimal reads back as the same number, in every language', () => {
    for (const language of ['mk', 'en', 'sq'])
      for (const value of [0, 0.5, 3.9, 12.75, 999, 1000, 1500, 600_000, 1_250_000.25]) {
        expect(parseDecimal(formatDecimalForInput(value, language), language)).toBe(value);
      }
  });

  it('leaves thousands ungrouped where the field has none', () => {
    expect(formatDecimalForInput(1500, 'mk', { grouping: false })).toBe('1500');
  });
});
