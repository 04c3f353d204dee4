import { mixed, object, string } from 'yup';
import { ACCOUNT_LANGUAGES, CUSTOMER_TYPES, type AccountLanguage, type CustomerType } from '@console/account-data';
import { emailRule, hexColourRule, requiredImageRule, requiredTextRule, validationMessages } from '@console/forms';

/** Digits with the usual separators and an optional leading +, as people write phone numbers. */
const PHONE_PATTERN = /^\+?[0-9][0-9 ()/.-]{4,22}[0-9]$/u;

export const phoneMessage = 'settings:validation.phone';

/** The settings form's rules; messages are translation keys shown next to each field. */
export function settingsSchema() {
  return object({
    name: requiredTextRule(),
    surname: requiredTextRule(),
    company: requiredTextRule(),
    language: mixed<AccountLanguage>().oneOf(ACCOUNT_LANGUAGES).required(validationMessages.required),
    assistantName: requiredTextRule(),
    bubbleColor: hexColourRule().required(validationMessages.required),
    photo: requiredImageRule(),
    bankName: requiredTextRule(),
    location: string().trim(),
    contact: string().trim(),
    phone: string().trim().matches(PHONE_PATTERN, { message: phoneMessage, excludeEmptyString: true }),
    destinationEmail: emailRule().required(validationMessages.required),
    customerType: mixed<CustomerType>().oneOf(CUSTOMER_TYPES).required(validationMessages.required),
  });
}
