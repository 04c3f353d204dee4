export { createI18n, type CreateI18nOptions } from './create-i18n';
export { languages, findLanguage, isLanguageCode, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language, type LanguageCode } from './languages';
export { readStoredLanguage, storeLanguage } from './language-storage';
export { availableNamespaces } from './namespace-loader';
export { formatPageTitle, usePageTitle, type PageTitleKey } from './page-title';
export { useInterfaceLocale } from './use-interface-locale';
export { runtimeTranslate, type RuntimeTranslate } from './runtime-translate';
export { taggedText } from './tagged-text';
