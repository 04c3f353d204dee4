import { LOCALES, type Locale } from '@console/locale';
import type { ProductCoverage } from '@console/products-data';

/** What customers writing in one language would not get from the assistant as published. */
export interface LanguageGap {
  locale: Locale;
  /** Products whose texts in this language are still a copy from another language. */
  products: number;
  /** Questions the bank has answered in another language but not in this one. */
  answers: number;
  /** Names shown products share in this language, so the assistant cannot tell them apart. */
  alike: Array<{ name: string; count: number }>;
}

/** The languages something is missing in, in the usual language order; none when all is ready. */
export function languageGaps(products: Pick<ProductCoverage, 'total' | 'translated' | 'alike'>, missingAnswers: Record<Locale, number>): LanguageGap[] {
  return LOCALES.map((locale) => ({
    locale,
    products: products.total - products.translated[locale],
    answers: missingAnswers[locale],
    alike: products.alike.filter((entry) => entry.locale === locale).map(({ name, count }) => ({ name, count })),
  })).filter((gap) => gap.products > 0 || gap.answers > 0 || gap.alike.length > 0);
}
