export { DEFAULT_LOCALE, LOCALES, isLocale, localeOf, perLocale, perLocaleAsync, type Locale } from './locales';
