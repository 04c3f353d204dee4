import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { LANGUAGE_STORAGE_KEY } from './languages';
import { readStoredLanguage, storeLanguage } from './language-storage';
import { formatPageTitle } from './page-title';

afterEach(() => localStorage.clear());

describe('language choice', () => {
  it('defaults to Macedonian when nothing is saved', () => {
    expect(readStoredLanguage()).toBe('mk');
  });

  it('keeps the choice under localStorage["language"]', () => {
    storeLanguage('sq');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sq');
    expect(readStoredLanguage()).toBe('sq');
  });

  it('ignores a saved value that is not a supported language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(readStoredLanguage()).toBe('mk');
  });
});

describe('createI18n', () => {
  it('starts in the saved language, loads its texts and sets <html lang>', async () => {
    storeLanguage('en');
    const i18n = await createI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('titles.login')).toBe('Login');
    expect(document.documentElement.lang).toBe('en');
  });

  it('translates into Macedonian and Albanian', async () => {
    const mk = await createI18n({ language: 'mk' });
    const sq = await createI18n({ language: 'sq' });
    expect(mk.t('errors.generic')).toBe('Нешто тргна наопаку');
    expect(sq.t('errors.generic')).toBe('Diçka shkoi keq');
  });

  it('follows a language change with <html lang>', async () => {
    const i18n = await createI18n({ language: 'mk' });
    await i18n.changeLanguage('sq');
    expect(document.documentElement.lang).toBe('sq');
  });
});

describe('page titles', () => {
  it('are "{Title} | {Product name}"', async () => {
    const i18n = await createI18n({ language: 'mk' });
    expect(formatPageTitle(i18n.t('titles.login'), i18n.t('productName'))).toBe('Најава | Tellr');
  });
});
