import { perLocale, type Locale } from '@console/locale';
import type { AnyProduct, ProductInLanguages } from '@console/products-data';

const photo = (colour: string) => ({
  url: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" rx="16" fill="${colour}"/><rect x="24" y="60" width="48" height="36" rx="6" fill="#e8c66a"/></svg>`)}`,
});

const base = { locale: 'en' as const, translated: true, sourceLocale: 'en' as const, hidden: false, updatedAt: null };

const visaGold: AnyProduct = { ...base, id: 'c1', kind: 'cards', photo: photo('#1a3a66'), fields: { type: 'credit', brand: 'visa', currency: 'MKD', price: 1200, maxCreditLimit: 300000 }, texts: { name: 'Visa Gold', highlights: 'Up to 45 days without interest' } };
const maestroStudent: AnyProduct = { ...base, id: 'c2', kind: 'cards', photo: photo('#0b1d36'), fields: { type: 'debit', brand: 'maestro', currency: 'MKD', price: 0 }, texts: { name: 'Maestro Student' }, translated: false, sourceLocale: 'mk' };
const prepaid: AnyProduct = { ...base, id: 'c3', kind: 'cards', photo: photo('#2160b0'), fields: { type: 'prepaid', brand: 'mastercard', currency: 'EUR', price: 5 }, texts: { name: 'Mastercard Prepaid Travel' }, hidden: true };

/** Plain products for stories: no backend needed. */
export const storyProducts: AnyProduct[] = [visaGold, maestroStudent, prepaid];
export { visaGold as storyVisaGold, maestroStudent as storyMaestroStudent };

const housingLoan: AnyProduct = {
    ...base,
    id: 'l1',
    kind: 'loans',
    photo: photo('#067647'),
    fields: { category: 'HOME', currency: 'EUR', minAmount: 10000, maxAmount: 150000, minDurationMonths: 60, maxDurationMonths: 360, fixedRate: { min: 4.2, max: 5.1 }, variableRate: { min: 3.9 }, effectiveRate: 5.38, eurClause: false },
    texts: { name: 'Housing loan in euros' },
  };
const carLoan: AnyProduct = { ...base, id: 'l2', kind: 'loans', photo: photo('#a44207'), fields: { category: 'CAR', currency: 'MKD', maxAmount: 1500000, fixedRate: { min: 6.5, max: 6.5 }, variableRate: {}, eurClause: false }, texts: { name: 'Car loan' }, translated: false, sourceLocale: 'mk' };

export const storyLoans: AnyProduct[] = [housingLoan, carLoan];
export { housingLoan as storyHousingLoan };

const termDeposit: AnyProduct = {
    ...base,
    id: 'd1',
    kind: 'deposits',
    photo: photo('#12294a'),
    fields: { type: 'term', currency: 'MKD', frequency: 'atMaturity', partialWithdrawal: false, earlyTermination: true, fixedRate: { yearlyRate: 3.2, periodMonths: 12 }, variableRate: {}, termRates: {}, eurClause: false },
    texts: { name: 'Term deposit, 12 months', shortDescription: 'A fixed rate for a year.' },
  };

export const storyDeposits: AnyProduct[] = [termDeposit];
export { termDeposit as storyTermDeposit };

/** A story product in all three languages: its own texts where it was written, the copy elsewhere. */
export function storyInLanguages(product: AnyProduct, translations: Partial<Record<Locale, AnyProduct['texts']>> = {}): ProductInLanguages {
  const inLanguage = (locale: Locale) =>
    ({
      ...product,
      locale,
      texts: translations[locale] ?? product.texts,
      translated: translations[locale] !== undefined || (product.translated && locale === product.sourceLocale),
    }) as AnyProduct;
  return perLocale(inLanguage) as ProductInLanguages;
}
