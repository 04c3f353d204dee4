import { useTranslation } from 'react-i18next';
import type { Locale } from '@console/backend';
import { isProductLocale } from '../model/product-kinds';

/** Products are read and edited in the interface language. */
export function useProductLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isProductLocale(language) ? language : 'mk';
}
