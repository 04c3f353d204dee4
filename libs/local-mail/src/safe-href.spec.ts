import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href';

describe('safeHref', () => {
  it('keeps web addresses', () => {
    expect(safeHref('http://localhost:4200/?mode=resetPassword&oobCode=a&lang=en')).toBe('http://localhost:4200/?mode=resetPassword&oobCode=a&lang=en');
    expect(safeHref('https://console.example/?mode=verifyEmail')).toBe('https://console.example/?mode=verifyEmail');
  });

  it('refuses scripts and things that are not addresses', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('not a link')).toBeUndefined();
  });
});
