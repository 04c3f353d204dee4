import { describe, expect, it } from 'vitest';
import { firstLocale } from './host-page';

describe('firstLocale', () => {
  it("speaks the host page's language, else the browser's first known one, else Macedonian", () => {
    expect(firstLocale('sq-MK', ['en-GB'])).toBe('sq');
    expect(firstLocale('de', ['de-AT', 'en-US'])).toBe('en');
    expect(firstLocale('', ['fr'])).toBe('mk');
    expect(firstLocale(null, [])).toBe('mk');
  });

  it('keeps a Macedonian or Albanian page in its language whatever the browser', () => {
    expect(firstLocale('mk', ['sq-AL'])).toBe('mk');
    expect(firstLocale('sq', ['mk', 'en'])).toBe('sq');
    expect(firstLocale('mk', ['en-US'])).toBe('mk');
  });

  it('lets a browser set to Macedonian or Albanian win over an English page, and English stay English otherwise', () => {
    expect(firstLocale('en-GB', ['sq-AL', 'en'])).toBe('sq');
    expect(firstLocale('en', ['de', 'mk-MK'])).toBe('mk');
    expect(firstLocale('en', ['en-US', 'sq'])).toBe('en');
    expect(firstLocale('en', ['fr'])).toBe('en');
  });
});
