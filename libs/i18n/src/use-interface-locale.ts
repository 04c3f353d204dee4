import { useTranslation } from 'react-i18next';
import { localeOf, type Locale } from '@console/locale';

/** The language the console is shown in, as a content locale (the default while i18next resolves). */
export function useInterfaceLocale(): Locale {
  const { i18n } = useTranslation();
  return localeOf(i18n.resolvedLanguage ?? i18n.language);
}
