import { describe, expect, it } from 'vitest';
import { checkedPath } from './path-checks';

describe('checkedPath', () => {
  it('accepts a document path as a document and a collection path as a collection', () => {
    expect(checkedPath('mode/staging/accounts/u1', 'document')).toBe('mode/staging/accounts/u1');
    expect(checkedPath('mode/staging/faqs/languages/en', 'collection')).toBe('mode/staging/faqs/languages/en');
  });

  it('refuses the wrong kind of path with invalid-argument', () => {
    expect(() => checkedPath('mode/staging/accounts', 'document')).toThrowError(expect.objectContaining({ code: 'invalid-argument' }));
    expect(() => checkedPath('mode/staging', 'collection')).toThrowError(expect.objectContaining({ code: 'invalid-argument' }));
  });

  it.each(['', 'a//b/c', '/a/b', 'a/b/'])('refuses empty segments in "%s"', (path) => {
    expect(() => checkedPath(path, 'document')).toThrowError(expect.objectContaining({ name: 'BackendError', code: 'invalid-argument' }));
  });
});
