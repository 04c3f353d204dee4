export { DEFAULT_LOCALE, LOCALES, isLocale, localeOf, type Locale } from './locales';
