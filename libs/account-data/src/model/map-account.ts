import { BANK_TIME_ZONES, CURRENCIES, DEFAULT_CURRENCY, DEFAULT_TIME_ZONE, type BankTimeZone, type Currency } from '@console/assistant-contract';
import { asRecord } from '@console/plain-data';
import { DEFAULT_LOCALE, LOCALES, perLocale, type Locale } from '@console/locale';
import { CUSTOMER_TYPES, type Account, type AccountFaqImport, type CustomerType } from './account-types';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function mapFaqImport(value: unknown): AccountFaqImport | null {
  const record = asRecord(value);
  if (record['status'] !== 'running' && record['status'] !== 'done') return null;
  const count = (field: unknown) => (typeof field === 'number' && field >= 0 ? field : 0);
  return { status: record['status'], done: count(record['done']), total: count(record['total']) };
}

/**
 * Reads the account document (or its absence) into complete plain data. Older or partly written
 * documents are normal (registration writes only the profile), so anything missing becomes empty.
 */
export function mapAccount(data: unknown): Account {
  const document = asRecord(data);
  const profile = asRecord(document['profile']);
  const assistant = asRecord(document['assistant']);
  const avatar = asRecord(assistant['avatar']);
  const bank = asRecord(document['bank']);
  const updatedAt = profile['updatedAt'];
  const avatarPath = text(avatar['path']);
  return {
    profile: {
      name: text(profile['name']),
      surname: text(profile['surname']),
      company: text(profile['company']),
      language: oneOf<Locale>(profile['language'], LOCALES, DEFAULT_LOCALE),
      customerType: oneOf<CustomerType>(profile['customerType'], CUSTOMER_TYPES, 'individual'),
      ...(typeof updatedAt === 'number' ? { updatedAt } : {}),
    },
    assistant: {
      name: text(assistant['name']),
      names: perLocale((locale) => text(asRecord(assistant['names'])[locale])),
      bubbleColor: text(assistant['bubbleColor']),
      avatar: { default: text(avatar['default']), ...(avatarPath ? { path: avatarPath } : {}) },
    },
    bank: {
      name: text(bank['name']),
      names: perLocale((locale) => text(asRecord(bank['names'])[locale])),
      location: text(bank['location']),
      contact: text(bank['contact']),
      phone: text(bank['phone']),
      destinationEmail: text(bank['destinationEmail']),
      timeZone: oneOf<BankTimeZone>(bank['timeZone'], BANK_TIME_ZONES, DEFAULT_TIME_ZONE),
      currency: oneOf<Currency>(bank['currency'], CURRENCIES, DEFAULT_CURRENCY),
      consent: perLocale((locale) => text(asRecord(bank['consent'])[locale])),
    },
    faqImport: mapFaqImport(document['faqImport']),
  };
}

/** The checklist's third step: the personal details were saved at least once from the settings. */
export const hasEditedPersonalDetails = (account: Account): boolean => account.profile.updatedAt !== undefined;
