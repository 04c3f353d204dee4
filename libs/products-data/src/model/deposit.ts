import type { Currency } from './currencies';

export const DEPOSIT_TYPES = ['term', 'demand', 'savings', 'children', 'other'] as const;
export type DepositType = (typeof DEPOSIT_TYPES)[number];

/** How often interest is paid out. */
export const INTEREST_FREQUENCIES = ['monthly', 'quarterly', 'semiAnnually', 'annually', 'atMaturity'] as const;
export type InterestFrequency = (typeof INTEREST_FREQUENCIES)[number];

export const ACCOUNT_OWNERSHIPS = ['individual', 'joint', 'individualOrJoint'] as const;
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
  frequency?: InterestFrequency;
  ownership?: AccountOwnership;
  partialWithdrawal: boolean;
  earlyTermination: boolean;
  fixedRate: DepositRate;
  variableRate: DepositRate;
}

export interface DepositTexts {
  name: string;
  shortDescription?: string;
  fullDescription?: string;
  shortConditions?: string;
  fullConditions?: string;
  earlyWithdrawalPenalty?: string;
}
