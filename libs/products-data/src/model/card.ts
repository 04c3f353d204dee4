import { CARD_BRANDS, CARD_TYPES } from '@console/document-rules';
import type { Currency } from './currencies';

/** The lists themselves are the rules' (libs/document-rules): one place for the forms and both backends. */
export { CARD_BRANDS, CARD_TYPES };

export type CardType = (typeof CARD_TYPES)[number];

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
