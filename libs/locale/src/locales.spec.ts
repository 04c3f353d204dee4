import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isLocale, LOCALES, localeOf, perLocale, perLocaleAsync } from './locales';

describe('locales', () => {
  it('are Macedonian (the default), English and Albanian', () => {
    expect(LOCALES).toEqual(['mk', 'en', 'sq']);
    expect(DEFAULT_LOCALE).toBe('mk');
  });

  it('recognise only their own codes', () => {
    expect(LOCALES.every(isLocale)).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale('MK')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('read a language tag, falling back to the default', () => {
    expect(localeOf('sq-MK')).toBe('sq');
    expect(localeOf('EN-gb')).toBe('en');
    expect(localeOf('de-DE')).toBe('mk');
    expect(localeOf(undefined)).toBe('mk');
  });
});

describe('perLocale', () => {
  it('gives one value per language, awaited together when they come later', async () => {
    expect(perLocale((locale) => locale.toUpperCase())).toEqual({ mk: 'MK', en: 'EN', sq: 'SQ' });
    await expect(perLocaleAsync(async (locale) => `${locale}!`)).resolves.toEqual({ mk: 'mk!', en: 'en!', sq: 'sq!' });
  });
});
