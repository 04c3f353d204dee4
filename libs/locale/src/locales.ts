/**
 * The three languages of the product, in the order it lists them: Macedonian (the default), English,
 * Albanian. The console's interface, a bank's content, e-mails and the data paths all use these codes.
 */
export const LOCALES = ['mk', 'en', 'sq'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'mk';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale of a language tag such as `sq-MK` or `en`, or the default for any other. */
export function localeOf(tag: string | null | undefined): Locale {
  const language = tag?.toLowerCase().split('-')[0];
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
