import type { InferType } from 'yup';
import { LOAN_CATEGORIES } from '@console/document-rules';
import type { loanFieldsSchema, loanTextsSchema } from '../rules/loan-rules';

/** The lists themselves are the rules' (libs/document-rules): one place for the forms and both backends. */
export { LOAN_CATEGORIES };

export type LoanCategory = (typeof LOAN_CATEGORIES)[number];

/** What a loan is, the same in every language: what its rules let through. */
export type LoanFields = InferType<ReturnType<typeof loanFieldsSchema>>;

/** An interest rate quoted as a range, in percent a year. */
export type RateRange = LoanFields['fixedRate'];

/** What a loan says, written per language. */
export type LoanTexts = InferType<ReturnType<typeof loanTextsSchema>>;
