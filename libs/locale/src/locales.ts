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

/** One value per language, e.g. a bank's texts in all three. */
export function perLocale<T>(value: (locale: Locale) => T): Record<Locale, T> {
  return { mk: value('mk'), en: value('en'), sq: value('sq') };
}

/** `perLocale` for values that arrive later; the three are awaited together. */
export async function perLocaleAsync<T>(value: (locale: Locale) => Promise<T>): Promise<Record<Locale, T>> {
  const [mk, en, sq] = await Promise.all([value('mk'), value('en'), value('sq')]);
  return { mk, en, sq };
}
