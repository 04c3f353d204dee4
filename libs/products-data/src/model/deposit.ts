import { ACCOUNT_OWNERSHIPS, DEPOSIT_TERMS_MONTHS, DEPOSIT_TYPES, INTEREST_FREQUENCIES } from '@console/document-rules';
import type { Currency } from './currencies';

/** The lists themselves are the rules' (libs/document-rules): one place for the forms and both backends. */
export { ACCOUNT_OWNERSHIPS, DEPOSIT_TERMS_MONTHS, DEPOSIT_TYPES, INTEREST_FREQUENCIES };

/** A term a deposit quotes a rate for, in months as text (the stored map's keys). */
export type DepositTerm = (typeof DEPOSIT_TERMS_MONTHS)[number];

export type DepositType = (typeof DEPOSIT_TYPES)[number];

export type InterestFrequency = (typeof INTEREST_FREQUENCIES)[number];

export type AccountOwnership = (typeof ACCOUNT_OWNERSHIPS)[number];

/** One interest rate of a deposit; rates in percent a year, periods in months. */
export interface DepositRate {
  base?: number;
  minimum?: number;
  yearlyRate?: number;
  validityMonths?: number;
  periodMonths?: number;
  /** The rate paid on money withdrawn on demand before the term ends. */
  demand?: number;
}

export interface DepositFields {
  type: DepositType;
  currency: Currency;
  url?: string;
  /** Where the assistant sends a customer's application for this deposit. */
  destinationEmail?: string;
  /** Amounts in denars tied to the euro's rate ("MKD with EUR clause"); only with `currency` MKD. */
  eurClause?: boolean;
  /** The offer's first and last day (`YYYY-MM-DD`, both included): the chat leaves it out on other days. */
  validFrom?: string;
  validUntil?: string;
  /** The least that can be deposited, in `currency`. */
  minAmount?: number;
  frequency?: InterestFrequency;
  ownership?: AccountOwnership;
  partialWithdrawal: boolean;
  earlyTermination: boolean;
  fixedRate: DepositRate;
  variableRate: DepositRate;
  /** The yearly rate, in percent, for each term offered: `{ '3': 1.5, '12': 3 }`. */
  termRates?: Partial<Record<DepositTerm, number>>;
}

export interface DepositTexts {
  name: string;
  shortDescription?: string;
  fullDescription?: string;
  shortConditions?: string;
  fullConditions?: string;
  earlyWithdrawalPenalty?: string;
}
