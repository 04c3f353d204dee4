import { describe, expect, it } from 'vitest';
import { firstLocale } from './host-page';

describe('firstLocale', () => {
  it("speaks the host page's language, else the browser's first known one, else Macedonian", () => {
    expect(firstLocale('sq-MK', ['en-GB'])).toBe('sq');
    expect(firstLocale('de', ['de-AT', 'en-US'])).toBe('en');
    expect(firstLocale('', ['fr'])).toBe('mk');
    expect(firstLocale(null, [])).toBe('mk');
  });
});
