import type { Locale } from '@console/locale';
import { useInterfaceLocale } from '@console/i18n';

/** The FAQ is read in the interface language. */
export function useFaqLocale(): Locale {
  return useInterfaceLocale();
}
