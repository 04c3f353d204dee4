import { object } from 'yup';
import { MAX_SHORT_TEXT_LENGTH } from '@console/document-rules';
import { CURRENCIES } from '../model/currencies';
import { LOAN_CATEGORIES } from '../model/loan';
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
    effectiveRate: percentRule(),
    fixedRateYears: wholeNumberRule(),
    destinationEmail: emailRule(),
    ...offerTermsRules(),
  });

/** One language's texts. */
export const loanTextsSchema = () =>
  object({ name: requiredNameRule(), fees: optionalTextRule(MAX_SHORT_TEXT_LENGTH) });

export const loanSchema = () => object({ fields: loanFieldsSchema(), texts: loanTextsSchema() });
