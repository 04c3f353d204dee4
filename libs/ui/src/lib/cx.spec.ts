import { describe, expect, it } from 'vitest';
import { cx } from './cx';

describe('cx', () => {
  it('joins the set class names and drops the empty ones', () => {
    expect(cx('button', false, 'primary', undefined, null, '', 'wide')).toBe('button primary wide');
  });

  it('returns an empty string when nothing is set', () => {
    expect(cx(false, undefined)).toBe('');
  });
});
