import { boolean, object } from 'yup';
import { CURRENCIES } from '../model/currencies';
import { ACCOUNT_OWNERSHIPS, DEPOSIT_TYPES, INTEREST_FREQUENCIES } from '../model/deposit';
import { MAX_NAME_LENGTH, notAbove, optionalChoiceRule, optionalTextRule, percentRule, requiredChoiceRule, requiredNameRule, wholeNumberRule } from './field-rules';

const depositRateSchema = () =>
  object({
    base: percentRule(),
    minimum: percentRule().test(notAbove('yearlyRate')),
    yearlyRate: percentRule(),
    validityMonths: wholeNumberRule(),
    periodMonths: wholeNumberRule(),
    demand: percentRule(),
  });

export const depositSchema = () =>
  object({
    fields: object({
      type: requiredChoiceRule(DEPOSIT_TYPES),
      currency: requiredChoiceRule(CURRENCIES),
      frequency: optionalChoiceRule(INTEREST_FREQUENCIES),
      ownership: optionalChoiceRule(ACCOUNT_OWNERSHIPS),
      partialWithdrawal: boolean().default(false),
      earlyTermination: boolean().default(false),
      fixedRate: depositRateSchema(),
      variableRate: depositRateSchema(),
    }),
    texts: object({
      name: requiredNameRule(),
      shortDescription: optionalTextRule(300),
      fullDescription: optionalTextRule(),
      shortConditions: optionalTextRule(300),
      fullConditions: optionalTextRule(),
      earlyWithdrawalPenalty: optionalTextRule(MAX_NAME_LENGTH * 4),
    }),
  });
