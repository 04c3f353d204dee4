import { describe, expect, it } from 'vitest';
import { asRecord } from './as-record';

describe('asRecord', () => {
  it('reads an object as it is and anything else as an empty object', () => {
    const object = { text: 'x' };
    expect(asRecord(object)).toBe(object);
    for (const other of [undefined, null, 'text', 3, ['a']]) expect(asRecord(other)).toEqual({});
  });
});
