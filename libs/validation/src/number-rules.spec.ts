import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { messageAt, messageFor } from './testing/validation-result';
import { minNotAboveMaxRule, nonNegativeNumberRule } from './number-rules';

describe('non-negative number', () => {
  it.each([0, 12.5, '7'])('accepts %j', async (value) => {
    expect(await messageFor(nonNegativeNumberRule(), value)).toBeNull();
  });

  it('refuses a negative number', async () => {
    expect(await messageFor(nonNegativeNumberRule(), -1)).toBe('forms:validation.nonNegative');
  });

  it('refuses what is not a number', async () => {
    expect(await messageFor(nonNegativeNumberRule(), 'twelve')).toBe('forms:validation.number');
  });

  it('treats an empty input as no value', async () => {
    expect(await messageFor(nonNegativeNumberRule(), '')).toBeNull();
    expect(await messageFor(nonNegativeNumberRule().required('forms:validation.required'), '')).toBe('forms:validation.required');
  });
});

describe('minimum not above maximum', () => {
  const schema = object({ minAmount: minNotAboveMaxRule('maxAmount'), maxAmount: nonNegativeNumberRule() });

  it('accepts a minimum up to the maximum', async () => {
    expect(await messageAt(schema, { minAmount: 1000, maxAmount: 5000 }, 'minAmount')).toBeNull();
    expect(await messageAt(schema, { minAmount: 5000, maxAmount: 5000 }, 'minAmount')).toBeNull();
  });

  it('refuses a minimum above the maximum', async () => {
    expect(await messageAt(schema, { minAmount: 6000, maxAmount: 5000 }, 'minAmount')).toBe('forms:validation.minAboveMax');
  });

  it('does not compare while either side is empty', async () => {
    expect(await messageAt(schema, { minAmount: 6000, maxAmount: '' }, 'minAmount')).toBeNull();
    expect(await messageAt(schema, { minAmount: '', maxAmount: 10 }, 'minAmount')).toBeNull();
  });

  it('still refuses a negative minimum', async () => {
    expect(await messageAt(schema, { minAmount: -5, maxAmount: 10 }, 'minAmount')).toBe('forms:validation.nonNegative');
  });
});
