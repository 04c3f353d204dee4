import type { Locale } from '@console/locale';

/** The texts fields of one language: their values live under `texts.{locale}`. */
export interface LanguageTextsProps {
  locale: Locale;
}
