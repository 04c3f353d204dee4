import { useEffect } from 'react';
import type { CustomTypeOptions } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A page title's key in the `common` namespace's `titles`. */
export type PageTitleKey = keyof CustomTypeOptions['resources']['common']['titles'];

/** `"{Title} | {Product name}"`, both translated. */
export function formatPageTitle(title: string, productName: string): string {
  return `${title} | ${productName}`;
}

/** Sets document.title from a key of the `common` namespace's `titles` and keeps it in the current language. */
export function usePageTitle(titleKey: PageTitleKey): void {
  const { t } = useTranslation('common');
  const title = formatPageTitle(t(`titles.${titleKey}`), t('productName'));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
