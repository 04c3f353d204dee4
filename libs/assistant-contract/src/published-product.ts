import type { ProductKind } from '@console/data-paths';
import type { Currency } from './currencies';
import type { PublishedFile } from './published-file';

/** An interest rate quoted as a range, in percent a year; either end may be missing. */
export type PublishedRateRange = { min?: number; max?: number };

/** One of a deposit's rates: in percent a year, periods in months. */
export type PublishedDepositRate = { base?: number; minimum?: number; yearlyRate?: number; validityMonths?: number; periodMonths?: number; demand?: number };

/** The terms of an offer: denars tied to the euro, its first and last day (`YYYY-MM-DD`). */
type OfferTerms = { eurClause?: boolean; validFrom?: string; validUntil?: string };

/**
 * The figures and choices of each kind of product as customers see them, the same in every language
 * (amounts in `currency`, rates in percent a year, terms in months; a choice is the id the console's
 * lists use). Only what the bank filled in is
 * there; where its applications are e-mailed never is. The console's product rules
 * (`@console/products-data`) must agree, which the publishing code checks when it compiles.
 */
export interface PublishedProductFields {
  cards: {
    type?: string;
    brand?: string;
    currency?: Currency;
    price?: number;
    minMonthlyPayment?: number;
    maxInstallments?: number;
    gracePeriodDays?: number;
    maxCreditLimit?: number;
    overdraftLimit?: number;
  };
  loans: OfferTerms & {
    category?: string;
    currency?: Currency;
    gracePeriodMonths?: number;
    minAmount?: number;
    maxAmount?: number;
    minInstalment?: number;
    instalmentAmount?: number;
    minDurationMonths?: number;
    maxDurationMonths?: number;
    minParticipationPercent?: number;
    fixedRate?: PublishedRateRange;
    variableRate?: PublishedRateRange;
    /** The effective interest rate (ЕКС): the figure an offer must state. */
    effectiveRate?: number;
    /** How many first years the fixed rate holds; the variable rate follows. */
    fixedRateYears?: number;
  };
  deposits: OfferTerms & {
    type?: string;
    currency?: Currency;
    /** The yearly rate for each term offered, by months: `{ '3': 1.5, '12': 3 }`. */
    termRates?: Record<string, number>;
    minAmount?: number;
    frequency?: string;
    ownership?: string;
    partialWithdrawal?: boolean;
    earlyTermination?: boolean;
    fixedRate?: PublishedDepositRate;
    variableRate?: PublishedDepositRate;
  };
}

/** What each kind of product says in one language, besides its name: only the texts written. */
export interface PublishedProductTexts {
  cards: { bankName?: string; highlights?: string };
  loans: { fees?: string };
  deposits: { shortDescription?: string; fullDescription?: string; shortConditions?: string; fullConditions?: string; earlyWithdrawalPenalty?: string };
}

/** A product as customers see it, of one kind (or any kind): its texts in one language and its figures. */
export type PublishedProduct<K extends ProductKind = ProductKind> = {
  [Kind in K]: {
    id: string;
    kind: Kind;
    name: string;
    texts: PublishedProductTexts[Kind];
    fields: PublishedProductFields[Kind];
    photo: PublishedFile | null;
    url: string | null;
  };
}[K];
