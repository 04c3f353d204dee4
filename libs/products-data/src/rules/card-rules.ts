import { object } from 'yup';
import { CARD_BRAND_IDS, CARD_TYPES } from '@console/document-rules';
import { CURRENCIES } from '../model/currencies';
import { nonNegativeNumberRule } from '@console/validation';
import { emailRule, optionalTextRule, requiredChoiceRule, requiredNameRule, urlRule, wholeNumberRule, MAX_NAME_LENGTH } from './field-rules';

/** The language-independent fields. */
export const cardFieldsSchema = () =>
  object({
    type: requiredChoiceRule(CARD_TYPES),
    brand: requiredChoiceRule(CARD_BRAND_IDS),
    currency: requiredChoiceRule(CURRENCIES),
    url: urlRule(),
    price: nonNegativeNumberRule(),
    minMonthlyPayment: nonNegativeNumberRule(),
    maxInstallments: wholeNumberRule(),
    gracePeriodDays: wholeNumberRule(),
    maxCreditLimit: nonNegativeNumberRule(),
    overdraftLimit: nonNegativeNumberRule(),
    /** Where the assistant sends a customer's application for this card. */
    destinationEmail: emailRule(),
  });

/** One language's texts. */
export const cardTextsSchema = () =>
  object({
    name: requiredNameRule(),
    bankName: optionalTextRule(MAX_NAME_LENGTH),
    highlights: optionalTextRule(),
  });
