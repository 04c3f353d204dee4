import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@console/locale';
import mkFlag from './flags/mk.svg';
import enFlag from './flags/en.svg';
import sqFlag from './flags/sq.svg';

/** The interface language: one of the product's locales. */
export type LanguageCode = Locale;

export interface Language {
  code: LanguageCode;
  /** The language's own name, shown as is in every interface language. */
  nativeName: string;
  flag: string;
  /** Key in the `common` namespace of the flag's alternative text. */
  flagAltKey: `languages.${LanguageCode}.flagAlt`;
}

export const DEFAULT_LANGUAGE: LanguageCode = DEFAULT_LOCALE;
/** localStorage key of the chosen language (the specification's name). */
export const LANGUAGE_STORAGE_KEY = 'language';

const presentation: Record<LanguageCode, Pick<Language, 'nativeName' | 'flag'>> = {
  mk: { nativeName: 'Македонски', flag: mkFlag },
  en: { nativeName: 'English', flag: enFlag },
  sq: { nativeName: 'Shqip', flag: sqFlag },
};

export const languages: readonly Language[] = LOCALES.map((code) => ({ code, ...presentation[code], flagAltKey: `languages.${code}.flagAlt` as const }));

export const isLanguageCode: (value: unknown) => value is LanguageCode = isLocale;

export function findLanguage(code: LanguageCode): Language {
  return languages.find((language) => language.code === code) ?? (languages[0] as Language);
}
