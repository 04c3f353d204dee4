import { useTranslation } from 'react-i18next';
import type { Locale } from '@console/backend';

const locales: readonly string[] = ['mk', 'en', 'sq'];

/** The FAQ is read in the interface language. */
export function useFaqLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (locales.includes(language) ? language : 'mk') as Locale;
}
