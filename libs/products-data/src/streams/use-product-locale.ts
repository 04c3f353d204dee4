import type { Locale } from '@console/locale';
import { useInterfaceLocale } from '@console/i18n';

/** Products are read and edited in the interface language. */
export function useProductLocale(): Locale {
  return useInterfaceLocale();
}
