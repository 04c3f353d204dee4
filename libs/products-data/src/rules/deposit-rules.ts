import { boolean, object } from 'yup';
import { MAX_PENALTY_TEXT_LENGTH, MAX_SHORT_TEXT_LENGTH } from '@console/document-rules';
import { CURRENCIES } from '../model/currencies';
import { ACCOUNT_OWNERSHIPS, DEPOSIT_TERMS_MONTHS, DEPOSIT_TYPES, INTEREST_FREQUENCIES } from '../model/deposit';
import { nonNegativeNumberRule, notAboveField } from '@console/validation';
import { emailRule, offerTermsRules, optionalChoiceRule, optionalTextRule, percentRule, requiredChoiceRule, requiredNameRule, urlRule, wholeNumberRule } from './field-rules';

const depositRateSchema = () =>
  object({
    base: percentRule(),
    minimum: percentRule().test(notAboveField('yearlyRate')),
    yearlyRate: percentRule(),
    validityMonths: wholeNumberRule(),
    periodMonths: wholeNumberRule(),
    demand: percentRule(),
  });

/** The language-independent fields. */
export const depositFieldsSchema = () =>
  object({
    type: requiredChoiceRule(DEPOSIT_TYPES),
    currency: requiredChoiceRule(CURRENCIES),
    url: urlRule(),
    destinationEmail: emailRule(),
    ...offerTermsRules(),
    termRates: object(Object.fromEntries(DEPOSIT_TERMS_MONTHS.map((months) => [months, percentRule()]))),
    minAmount: nonNegativeNumberRule(),
    frequency: optionalChoiceRule(INTEREST_FREQUENCIES),
    ownership: optionalChoiceRule(ACCOUNT_OWNERSHIPS),
    partialWithdrawal: boolean().default(false),
    earlyTermination: boolean().default(false),
    fixedRate: depositRateSchema(),
    variableRate: depositRateSchema(),
  });

/** One language's texts. */
export const depositTextsSchema = () =>
  object({
    name: requiredNameRule(),
    shortDescription: optionalTextRule(MAX_SHORT_TEXT_LENGTH),
    fullDescription: optionalTextRule(),
    shortConditions: optionalTextRule(MAX_SHORT_TEXT_LENGTH),
    fullConditions: optionalTextRule(),
    earlyWithdrawalPenalty: optionalTextRule(MAX_PENALTY_TEXT_LENGTH),
  });

export const depositSchema = () => object({ fields: depositFieldsSchema(), texts: depositTextsSchema() });
