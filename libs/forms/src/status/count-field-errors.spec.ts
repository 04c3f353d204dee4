import { describe, expect, it } from 'vitest';
import { countFieldErrors } from './count-field-errors';

describe('countFieldErrors', () => {
  it('counts the messages in nested errors', () => {
    expect(countFieldErrors({ email: 'x', rates: [undefined, { base: 'y', min: 'z' }], bank: { name: '' } })).toBe(3);
  });

  it('is zero without errors', () => {
    expect(countFieldErrors({})).toBe(0);
  });
});
