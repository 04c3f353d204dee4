import mkFlag from './flags/mk.svg';
import enFlag from './flags/en.svg';
import sqFlag from './flags/sq.svg';

export type LanguageCode = 'mk' | 'en' | 'sq';

export interface Language {
  code: LanguageCode;
  /** The language's own name, shown as is in every interface language. */
  nativeName: string;
  flag: string;
  /** Key in the `common` namespace of the flag's alternative text. */
  flagAltKey: `languages.${LanguageCode}.flagAlt`;
}

export const DEFAULT_LANGUAGE: LanguageCode = 'mk';
/** localStorage key of the chosen language (the specification's name). */
export const LANGUAGE_STORAGE_KEY = 'language';

export const languages: readonly Language[] = [
  { code: 'mk', nativeName: 'Македонски', flag: mkFlag, flagAltKey: 'languages.mk.flagAlt' },
  { code: 'en', nativeName: 'English', flag: enFlag, flagAltKey: 'languages.en.flagAlt' },
  { code: 'sq', nativeName: 'Shqip', flag: sqFlag, flagAltKey: 'languages.sq.flagAlt' },
];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return languages.some((language) => language.code === value);
}

export function findLanguage(code: LanguageCode): Language {
  return languages.find((language) => language.code === code) ?? (languages[0] as Language);
}
