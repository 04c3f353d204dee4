import type { Currency } from './currencies';

export const CARD_TYPES = ['debit', 'credit', 'prepaid'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Brand ids with the names the brands write themselves (proper names, the same in every language). */
export const CARD_BRANDS = {
  mastercard: 'Mastercard',
  visa: 'Visa',
  visaElectron: 'Visa Electron',
  amex: 'Amex',
  cartesBancaires: 'Cartes Bancaires',
  diners: 'Diners',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
} as const;
export type CardBrand = keyof typeof CARD_BRANDS;
export const CARD_BRAND_IDS = Object.keys(CARD_BRANDS) as CardBrand[];

/** What a card is, the same in every language. Amounts are in `currency`. */
export interface CardFields {
  type: CardType;
  brand: CardBrand;
  currency: Currency;
  url?: string;
  price?: number;
  minMonthlyPayment?: number;
  maxInstallments?: number;
  gracePeriodDays?: number;
  maxCreditLimit?: number;
  overdraftLimit?: number;
  /** Where the assistant sends a customer's application for this card. */
  destinationEmail?: string;
}

/** What a card says, written per language. */
export interface CardTexts {
  name: string;
  bankName?: string;
  highlights?: string;
}
