import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, languages, type LanguageCode } from './languages';
import { readStoredLanguage } from './language-storage';
import { lazyNamespaceBackend } from './namespace-loader';

export interface CreateI18nOptions {
  /** Defaults to the language saved in localStorage. */
  language?: LanguageCode;
  /** Namespaces to load before the promise resolves; others load when a component asks. */
  namespaces?: string[];
  /** Keeps document `<html lang>` in step with the language (off in Storybook's iframe-less tests). */
  syncDocumentLanguage?: boolean;
}

/** A fresh i18next instance for the console, Storybook and tests. */
export async function createI18n({
  language = readStoredLanguage(),
  namespaces = ['common'],
  syncDocumentLanguage = true,
}: CreateI18nOptions = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.use(lazyNamespaceBackend).use(initReactI18next);
  if (syncDocumentLanguage && typeof document !== 'undefined') {
    instance.on('languageChanged', (lng) => {
      document.documentElement.lang = lng;
    });
  }
  await instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: languages.map((l) => l.code),
    ns: namespaces,
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });
  return instance;
}
