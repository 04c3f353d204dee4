import { describe, expect, it } from 'vitest';
import { MAX_BATCH_OPERATIONS } from '../ports/document-port';
import { chunked } from './chunked';

describe('chunked', () => {
  it('splits a list longer than the batch limit into full chunks and a remainder, in order', () => {
    const items = Array.from({ length: 2 * MAX_BATCH_OPERATIONS + 1 }, (_, index) => index);

    const chunks = chunked(items, MAX_BATCH_OPERATIONS);

    expect(chunks.map((chunk) => chunk.length)).toEqual([MAX_BATCH_OPERATIONS, MAX_BATCH_OPERATIONS, 1]);
    expect(chunks.flat()).toEqual(items);
  });

  it('keeps a list within the limit in one chunk and gives no chunk for an empty list', () => {
    expect(chunked(['a', 'b'], MAX_BATCH_OPERATIONS)).toEqual([['a', 'b']]);
    expect(chunked([], MAX_BATCH_OPERATIONS)).toEqual([]);
  });

  it('refuses a size that would never end', () => {
    expect(() => chunked([1], 0)).toThrowError(RangeError);
  });
});
