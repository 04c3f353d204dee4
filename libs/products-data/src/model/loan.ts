import type { Currency } from './currencies';

export const LOAN_CATEGORIES = ['PERSONAL', 'HOME', 'CAR', 'MORTGAGE', 'OVERDRAFT_OR_CREDIT_CARD', 'ECO', 'OTHER'] as const;
export type LoanCategory = (typeof LOAN_CATEGORIES)[number];

/** An interest rate quoted as a range, in percent a year. */
export interface RateRange {
  min?: number;
  max?: number;
}

export interface LoanFields {
  category: LoanCategory;
  currency: Currency;
  url?: string;
  gracePeriodMonths?: number;
  minAmount?: number;
  maxAmount?: number;
  minInstalment?: number;
  instalmentAmount?: number;
  minDurationMonths?: number;
  maxDurationMonths?: number;
  minParticipationPercent?: number;
  fixedRate: RateRange;
  variableRate: RateRange;
}

export interface LoanTexts {
  name: string;
}
