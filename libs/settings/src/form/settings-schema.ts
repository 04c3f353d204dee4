import { BANK_TIME_ZONES, CURRENCIES, MAX_CONSENT_LENGTH, type BankTimeZone, type Currency } from '@console/assistant-contract';
import { LOCALES, type Locale } from '@console/locale';
import { mixed, object } from 'yup';
import { ACCOUNT_TEXT_LIMITS, CUSTOMER_TYPES, type CustomerType } from '@console/account-data';
import { emailRule, hexColourRule, optionalTextRule, requiredImageRule, requiredTextRule, validationMessages } from '@console/validation';

/** Digits with the usual separators and an optional leading +, as people write phone numbers. */
const PHONE_PATTERN = /^\+?[0-9][0-9 ()/.-]{4,22}[0-9]$/u;

export const phoneMessage = 'settings:validation.phone';

const { profile, assistant, bank } = ACCOUNT_TEXT_LIMITS;

/**
 * The settings form's rules; messages are translation keys shown next to each field. The lengths are
 * the account document's (firestore.rules refuses longer texts), checked on the trimmed values the
 * form saves.
 */
export function settingsSchema() {
  return object({
    name: requiredTextRule(profile.name),
    surname: requiredTextRule(profile.surname),
    company: requiredTextRule(profile.company),
    language: mixed<Locale>().oneOf(LOCALES).required(validationMessages.required),
    assistantName: requiredTextRule(assistant.name),
    assistantNames: object({ mk: optionalTextRule(assistant.name), en: optionalTextRule(assistant.name), sq: optionalTextRule(assistant.name) }),
    bubbleColor: hexColourRule().required(validationMessages.required),
    photo: requiredImageRule(),
    bankName: requiredTextRule(bank.name),
    bankNames: object({ mk: optionalTextRule(bank.name), en: optionalTextRule(bank.name), sq: optionalTextRule(bank.name) }),
    location: optionalTextRule(bank.location),
    contact: optionalTextRule(bank.contact),
    // The pattern allows 24 characters at most, within the document's limit; the limit still comes
    // first, so a long paste is told how long it may be rather than only that it is no phone number.
    phone: optionalTextRule(bank.phone).matches(PHONE_PATTERN, { message: phoneMessage, excludeEmptyString: true }),
    destinationEmail: emailRule(bank.destinationEmail).required(validationMessages.required),
    timeZone: mixed<BankTimeZone>().oneOf(BANK_TIME_ZONES).required(validationMessages.required),
    currency: mixed<Currency>().oneOf(CURRENCIES).required(validationMessages.required),
    consent: object({ mk: optionalTextRule(MAX_CONSENT_LENGTH), en: optionalTextRule(MAX_CONSENT_LENGTH), sq: optionalTextRule(MAX_CONSENT_LENGTH) }),
    customerType: mixed<CustomerType>().oneOf(CUSTOMER_TYPES).required(validationMessages.required),
  });
}
