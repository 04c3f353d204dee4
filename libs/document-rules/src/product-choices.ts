/** What a product may be, the same in every language: the forms' choices and the rules' lists. */
export const CARD_TYPES = ['debit', 'credit', 'prepaid'] as const;

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
  /** The domestic card scheme of North Macedonia. */
  casys: 'CaSys',
} as const;

export type CardBrand = keyof typeof CARD_BRANDS;
export const CARD_BRAND_IDS = Object.keys(CARD_BRANDS) as CardBrand[];

export const LOAN_CATEGORIES = ['PERSONAL', 'HOME', 'CAR', 'MORTGAGE', 'OVERDRAFT_OR_CREDIT_CARD', 'ECO', 'OTHER'] as const;

export const DEPOSIT_TYPES = ['term', 'demand', 'savings', 'children', 'other'] as const;
/** How often interest is paid out. */
export const INTEREST_FREQUENCIES = ['monthly', 'quarterly', 'semiAnnually', 'annually', 'atMaturity'] as const;
export const ACCOUNT_OWNERSHIPS = ['individual', 'joint', 'individualOrJoint'] as const;
/**
 * The terms, in months, a deposit may state a yearly rate for (`termRates`, keyed by the number as text):
 * the terms Macedonian banks quote. A fixed list, so the rules can check every rate.
 */
export const DEPOSIT_TERMS_MONTHS = ['1', '3', '6', '12', '18', '24', '36', '48', '60'] as const;

/** A product's name, and its longer texts. */
export const MAX_NAME_LENGTH = 120;
export const MAX_TEXT_LENGTH = 4000;
/** The short texts of a deposit. */
export const MAX_SHORT_TEXT_LENGTH = 300;
/** A deposit's early-withdrawal penalty: four names long. */
export const MAX_PENALTY_TEXT_LENGTH = 480;
export const MAX_URL_LENGTH = 2048;
