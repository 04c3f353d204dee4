import { object } from 'yup';
import { MAX_SHORT_TEXT_LENGTH } from '@console/document-rules';
import { CURRENCIES } from '../model/currencies';
import { LOAN_CATEGORIES } from '../model/loan';
import { amountRule, emailRule, notAbove, offerTermsRules, optionalTextRule, percentRule, requiredChoiceRule, requiredNameRule, urlRule, wholeNumberRule } from './field-rules';

const rateRangeSchema = () => object({ min: percentRule().test(notAbove('max')), max: percentRule() });

/** The language-independent fields. */
export const loanFieldsSchema = () =>
  object({
    category: requiredChoiceRule(LOAN_CATEGORIES),
    currency: requiredChoiceRule(CURRENCIES),
    url: urlRule(),
    gracePeriodMonths: wholeNumberRule(),
    minAmount: amountRule().test(notAbove('maxAmount')),
    maxAmount: amountRule(),
    minInstalment: amountRule(),
    instalmentAmount: amountRule(),
    minDurationMonths: wholeNumberRule().test(notAbove('maxDurationMonths')),
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
