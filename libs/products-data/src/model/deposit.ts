import type { InferType } from 'yup';
import { ACCOUNT_OWNERSHIPS, DEPOSIT_TERMS_MONTHS, DEPOSIT_TYPES, INTEREST_FREQUENCIES } from '@console/document-rules';
import type { depositFieldsSchema, depositTextsSchema } from '../rules/deposit-rules';

/** The lists themselves are the rules' (libs/document-rules): one place for the forms and both backends. */
export { ACCOUNT_OWNERSHIPS, DEPOSIT_TERMS_MONTHS, DEPOSIT_TYPES, INTEREST_FREQUENCIES };

/** A term a deposit quotes a rate for, in months as text (the stored map's keys). */
export type DepositTerm = (typeof DEPOSIT_TERMS_MONTHS)[number];

export type DepositType = (typeof DEPOSIT_TYPES)[number];

export type InterestFrequency = (typeof INTEREST_FREQUENCIES)[number];

export type AccountOwnership = (typeof ACCOUNT_OWNERSHIPS)[number];

/** What a deposit is, the same in every language: what its rules let through. */
export type DepositFields = InferType<ReturnType<typeof depositFieldsSchema>>;

/** One interest rate of a deposit; rates in percent a year, periods in months. */
export type DepositRate = DepositFields['fixedRate'];

/** What a deposit says, written per language. */
export type DepositTexts = InferType<ReturnType<typeof depositTextsSchema>>;
