import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** `"{Title} | {Product name}"`, both translated. */
export function formatPageTitle(title: string, productName: string): string {
  return `${title} | ${productName}`;
}

/** Sets document.title from a key of the `common` namespace's `titles` and keeps it in the current language. */
export function usePageTitle(titleKey: string): void {
  const { t } = useTranslation('common');
  const title = formatPageTitle(t(`titles.${titleKey}`), t('productName'));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
