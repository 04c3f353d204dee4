import type { Currency, BankTimeZone } from '@console/assistant-contract';
import { CUSTOMER_TYPES, type CustomerType } from '@console/document-rules';
import type { Locale } from '@console/locale';

export { CUSTOMER_TYPES, type CustomerType };

/** The person who runs the account. */
export interface AccountProfile {
  name: string;
  surname: string;
  company: string;
  language: Locale;
  customerType: CustomerType;
  /** Epoch ms of the last save of the personal details; absent until they were edited once. */
  updatedAt?: number;
}

/** The assistant's photo: the URL it had when saved and, for uploaded files, the storage path to resolve it again. */
export interface AssistantAvatar {
  default: string;
  path?: string;
}

export interface AssistantSettings {
  name: string;
  /** The name as written in each language where it differs ("Весна" in Macedonian); empty: `name`. */
  names: Record<Locale, string>;
  /** `#RRGGBB`. */
  bubbleColor: string;
  avatar: AssistantAvatar;
}

export interface BankSettings {
  name: string;
  /** The name as written in each language where it differs ("Демо Банка" in Macedonian); empty: `name`. */
  names: Record<Locale, string>;
  location: string;
  contact: string;
  phone: string;
  destinationEmail: string;
  /** The bank's days (the dashboard's, and the chat's counters) are counted in this time zone. */
  timeZone: BankTimeZone;
  /** The currency of loan amounts in leads and on the dashboard. */
  currency: Currency;
  /** The bank's own consent text for the chat's contact form, per language (empty: the chat's own). */
  consent: Record<Locale, string>;
}

/** Progress of the copy of the catalogue's standard answers into a new account (the FAQ's import). */
export interface AccountFaqImport {
  status: 'running' | 'done';
  done: number;
  total: number;
}

/** The account document as plain data, every field present (missing ones are empty). */
export interface Account {
  profile: AccountProfile;
  assistant: AssistantSettings;
  bank: BankSettings;
  /** Null until the FAQ's import of standard answers starts. */
  faqImport: AccountFaqImport | null;
}
