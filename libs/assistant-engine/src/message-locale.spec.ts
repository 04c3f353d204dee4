import { describe, expect, it } from 'vitest';
import { messageLocale } from './message-locale';

describe('messageLocale', () => {
  it('tells the language of how customers write, Latin-typed Macedonian and Albanian without ë and ç included', () => {
    expect(messageLocale('Изгубив ја картичката')).toBe('mk');
    expect(messageLocale('kako da ja blokiram karticata')).toBe('mk');
    expect(messageLocale('sakam da ja zatvoram smetkata')).toBe('mk');
    expect(messageLocale('dua ta mbyll llogarine')).toBe('sq');
    expect(messageLocale('Si të hap një llogari?')).toBe('sq');
    expect(messageLocale('the cash machine swallowed my card')).toBe('en');
    expect(messageLocale('How do I block my card?')).toBe('en');
  });

  it('says nothing when the message does not say: a word or two of a product, a number, or two languages at once', () => {
    expect(messageLocale('kredit')).toBeNull();
    expect(messageLocale('visa 2000')).toBeNull();
    expect(messageLocale('')).toBeNull();
    expect(messageLocale('kako the card')).toBeNull();
  });
});
