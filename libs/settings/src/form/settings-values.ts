import type { Currency, BankTimeZone } from '@console/assistant-contract';
import type { Locale } from '@console/locale';
import type { Account, AccountChanges, CustomerType } from '@console/account-data';

/** The colour a new assistant starts with, until the bank picks its own. */
export const DEFAULT_BUBBLE_COLOUR = '#1A4D8F';

/** Everything the settings form edits, flat, as typed. */
export interface SettingsValues {
  name: string;
  surname: string;
  company: string;
  language: Locale;
  assistantName: string;
  /** The assistant's name as written in each language, where it differs. */
  assistantNames: Record<Locale, string>;
  bubbleColor: string;
  /** A newly chosen file, or the saved photo's URL, or nothing. */
  photo: File | string | null;
  bankName: string;
  bankNames: Record<Locale, string>;
  location: string;
  contact: string;
  phone: string;
  destinationEmail: string;
  timeZone: BankTimeZone;
  currency: Currency;
  consent: Record<Locale, string>;
  customerType: CustomerType;
}

export function toSettingsValues({ profile, assistant, bank }: Account): SettingsValues {
  return {
    name: profile.name,
    surname: profile.surname,
    company: profile.company,
    language: profile.language,
    assistantName: assistant.name,
    assistantNames: { ...assistant.names },
    bubbleColor: assistant.bubbleColor.toUpperCase() || DEFAULT_BUBBLE_COLOUR,
    photo: assistant.avatar.default || assistant.avatar.path || null,
    bankName: bank.name,
    bankNames: { ...bank.names },
    location: bank.location,
    contact: bank.contact,
    phone: bank.phone,
    destinationEmail: bank.destinationEmail,
    timeZone: bank.timeZone,
    currency: bank.currency,
    consent: { ...bank.consent },
    customerType: profile.customerType,
  };
}

const trimmed = (texts: Record<Locale, string>): Record<Locale, string> => ({ mk: texts.mk.trim(), en: texts.en.trim(), sq: texts.sq.trim() });

const changed = <K extends keyof SettingsValues>(values: SettingsValues, initial: SettingsValues, keys: readonly K[]) =>
  keys.some((key) => JSON.stringify(values[key]) !== JSON.stringify(initial[key]));

const personalKeys = ['name', 'surname', 'company', 'language'] as const;
const assistantKeys = ['assistantName', 'assistantNames', 'bubbleColor'] as const;
const bankKeys = ['bankName', 'bankNames', 'location', 'contact', 'phone', 'destinationEmail', 'timeZone', 'currency', 'consent'] as const;

/**
 * Only the sections that differ from what was loaded are written, so saving the bank does not count as
 * editing the personal details (a step of the home checklist), unless `confirmPersonalDetails` asks for
 * details never saved before to be recorded as they are.
 */
export function toAccountChanges(values: SettingsValues, initial: SettingsValues, { confirmPersonalDetails = false } = {}): AccountChanges {
  const changes: AccountChanges = {};
  if (confirmPersonalDetails || changed(values, initial, personalKeys)) {
    changes.profile = { name: values.name, surname: values.surname, company: values.company, language: values.language };
  }
  if (values.customerType !== initial.customerType) changes.customerType = values.customerType;
  if (changed(values, initial, assistantKeys)) changes.assistant = { name: values.assistantName, names: trimmed(values.assistantNames), bubbleColor: values.bubbleColor.toUpperCase() };
  if (values.photo instanceof File && values.photo !== initial.photo) changes.assistantPhoto = values.photo;
  if (changed(values, initial, bankKeys)) {
    changes.bank = {
      name: values.bankName,
      names: trimmed(values.bankNames),
      location: values.location,
      contact: values.contact,
      phone: values.phone,
      destinationEmail: values.destinationEmail,
      timeZone: values.timeZone,
      currency: values.currency,
      consent: trimmed(values.consent),
    };
  }
  return changes;
}

export const hasChanges = (changes: AccountChanges): boolean => Object.keys(changes).length > 0;
