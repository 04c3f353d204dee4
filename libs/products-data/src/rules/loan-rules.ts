import { object } from 'yup';
import { LOAN_CATEGORIES, MAX_SHORT_TEXT_LENGTH } from '@console/document-rules';
import { CURRENCIES } from '../model/currencies';
import { nonNegativeNumberRule, notAboveField } from '@console/validation';
import { emailRule, offerTermsRules, optionalTextRule, percentRule, requiredChoiceRule, requiredNameRule, urlRule, wholeNumberRule } from './field-rules';

const rateRangeSchema = () => object({ min: percentRule().test(notAboveField('max')), max: percentRule() });

/** The language-independent fields. */
export const loanFieldsSchema = () =>
  object({
    category: requiredChoiceRule(LOAN_CATEGORIES),
    currency: requiredChoiceRule(CURRENCIES),
    url: urlRule(),
    gracePeriodMonths: wholeNumberRule(),
    minAmount: nonNegativeNumberRule().test(notAboveField('maxAmount')),
    maxAmount: nonNegativeNumberRule(),
    minInstalment: nonNegativeNumberRule(),
    instalmentAmount: nonNegativeNumberRule(),
    minDurationMonths: wholeNumberRule().test(notAboveField('maxDurationMonths')),
    maxDurationMonths: wholeNumberRule(),
    minParticipationPercent: percentRule(),
    fixedRate: rateRangeSchema(),
    variableRate: rateRangeSchema(),
    /** The effective interest rate (ЕКС) in percent a year: the figure an offer must state. */
    effectiveRate: percentRule(),
    /** A rate fixed for the first years, variable after them. */
    fixedRateYears: wholeNumberRule(),
    /** Where the assistant sends a customer's application for this loan. */
    destinationEmail: emailRule(),
    ...offerTermsRules(),
  });

/** One language's texts. */
export const loanTextsSchema = () =>
  object({
    name: requiredNameRule(),
    /** The fees as the bank words them (an approval fee, a yearly fee). */
    fees: optionalTextRule(MAX_SHORT_TEXT_LENGTH),
  });
