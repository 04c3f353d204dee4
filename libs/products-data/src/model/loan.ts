import { LOAN_CATEGORIES } from '@console/document-rules';
import type { Currency } from './currencies';

/** The lists themselves are the rules' (libs/document-rules): one place for the forms and both backends. */
export { LOAN_CATEGORIES };

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
  /** The effective interest rate (ЕКС) in percent a year: the figure an offer must state. */
  effectiveRate?: number;
  /** A rate fixed for the first years, variable after them. */
  fixedRateYears?: number;
  /** Where the assistant sends a customer's application for this loan. */
  destinationEmail?: string;
  /** Amounts in denars tied to the euro's rate ("MKD with EUR clause"); only with `currency` MKD. */
  eurClause?: boolean;
  /** The offer's first and last day (`YYYY-MM-DD`, both included): the chat leaves it out on other days. */
  validFrom?: string;
  validUntil?: string;
}

export interface LoanTexts {
  name: string;
  /** The fees as the bank words them (an approval fee, a yearly fee), per language. */
  fees?: string;
}
