import { boolean, object } from 'yup';
import { ACCOUNT_OWNERSHIPS, DEPOSIT_TERMS_MONTHS, DEPOSIT_TYPES, INTEREST_FREQUENCIES, MAX_PENALTY_TEXT_LENGTH, MAX_SHORT_TEXT_LENGTH } from '@console/document-rules';
import { CURRENCIES } from '../model/currencies';
import { nonNegativeNumberRule, notAboveField } from '@console/validation';
import { emailRule, offerTermsRules, optionalChoiceRule, optionalTextRule, percentRule, requiredChoiceRule, requiredNameRule, urlRule, wholeNumberRule } from './field-rules';

const depositRateSchema = () =>
  object({
    base: percentRule(),
    minimum: percentRule().test(notAboveField('yearlyRate')),
    yearlyRate: percentRule(),
    validityMonths: wholeNumberRule(),
    periodMonths: wholeNumberRule(),
    /** The rate paid on money withdrawn on demand before the term ends. */
    demand: percentRule(),
  });

// `Object.fromEntries` cannot know its keys: they are the terms.
const termRatesSchema = () => object(Object.fromEntries(DEPOSIT_TERMS_MONTHS.map((months) => [months, percentRule()])) as Record<(typeof DEPOSIT_TERMS_MONTHS)[number], ReturnType<typeof percentRule>>);

/** The language-independent fields. */
export const depositFieldsSchema = () =>
  object({
    type: requiredChoiceRule(DEPOSIT_TYPES),
    currency: requiredChoiceRule(CURRENCIES),
    url: urlRule(),
    /** Where the assistant sends a customer's application for this deposit. */
    destinationEmail: emailRule(),
    ...offerTermsRules(),
    /** The yearly rate, in percent, for each term offered: `{ '3': 1.5, '12': 3 }`. */
    termRates: termRatesSchema(),
    /** The least that can be deposited, in `currency`. */
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
