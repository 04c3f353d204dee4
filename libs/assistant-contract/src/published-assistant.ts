import type { Locale } from '@console/locale';
import type { Currency } from './currencies';
import type { PublishedFile } from './published-file';
import type { StoredIntentModel } from './published-model';
import type { PublishedProduct } from './published-product';

/**
 * What a bank's customers see, as published: a head document that names the current version, and the
 * version's content in parts. Customers read the head, then its parts; a publish writes a new
 * version's parts first and switches the head last, so a reader never sees half a version. Nothing
 * here is a draft or names the bank's staff.
 */
export type PublishedHead = {
  /** Id of the version customers see now. */
  version: string;
  /** The content parts of that version, read in this order. */
  parts: string[];
  /** Epoch milliseconds. */
  publishedAt: number;
  /** `names`: the name as written in a language where it differs ("Весна" in Macedonian, "Vesna" elsewhere). */
  assistant: { name: string; names?: NamesInLanguages; bubbleColor: string; photo: PublishedFile | null };
  /** `consent`: the bank's own words for the contact form's consent, per language (empty: the chat's). */
  bank: { name: string; names?: NamesInLanguages; phone: string; location: string; consent?: Partial<Record<Locale, string>> };
  /** Host names (or `*.bank.mk` wildcards) of the pages the chat may open on. */
  allowedDomains: string[];
  /** The bank's time zone, for the days the analytics count in. */
  timeZone: string;
  /** The bank's currency, for leads' amounts. */
  currency: string;
};

/** A name as written in some of the three languages; a language without one uses the main name. */
export type NamesInLanguages = Partial<Record<Locale, string>>;

/** The assistant's or the bank's name in `locale`: its own there, else the main one. */
export function nameIn({ name, names }: { name: string; names?: NamesInLanguages }, locale: Locale): string {
  return names?.[locale]?.trim() || name;
}

export type PublishedAttachment = PublishedFile & { name: string; contentType: string; size: number };

export type PublishedFaq = {
  id: string;
  question: string;
  /** Other ways customers ask it, from the catalogue. */
  variants: string[];
  answer: string;
  category: string;
  top: boolean;
  attachments: PublishedAttachment[];
};

/**
 * One part of a version: some of the answers and products of one language, or (`model`) what the
 * publish learned from the bank's own questions and phrasings in that language, in a part of its own.
 */
export type PublishedPart = { locale: Locale; faqs: PublishedFaq[]; products: PublishedProduct[]; model?: StoredIntentModel };

/**
 * The largest part, in bytes of JSON: well under Firestore's 1 MiB document limit, which counts field
 * names and UTF-8 bytes (a Cyrillic letter is two), with room for the field overhead.
 */
export const MAX_PART_BYTES = 700_000;

/** Until a bank sets its own: the time zone its days are counted in and the currency of its leads. */
export const DEFAULT_TIME_ZONE = 'Europe/Skopje';
export const DEFAULT_CURRENCY: Currency = 'MKD';

/** The longest consent text a bank may give its contact form, per language. */
export const MAX_CONSENT_LENGTH = 600;


/** The time zones a bank may count its days in (the region's; Kosovo keeps Europe/Belgrade's time). */
export const BANK_TIME_ZONES = [
  'Europe/Skopje',
  'Europe/Tirane',
  'Europe/Belgrade',
  'Europe/Podgorica',
  'Europe/Sarajevo',
  'Europe/Zagreb',
  'Europe/Ljubljana',
  'Europe/Sofia',
  'Europe/Athens',
  'Europe/Istanbul',
  'Europe/Vienna',
  'Europe/Berlin',
  'Europe/Zurich',
  'Europe/London',
] as const;
export type BankTimeZone = (typeof BANK_TIME_ZONES)[number];


/** A customer's request to be contacted, left in the chat. */
export type Lead = {
  name: string;
  /** A phone number or an e-mail address, as the customer wrote it. */
  contact: string;
  /** The product the customer asked about, if any. */
  productId: string | null;
  productName: string | null;
  /** For a loan: the amount the customer has in mind, in `currency`. */
  amount: number | null;
  /** For a loan: the repayment term the customer chose in the calculator, in months. */
  termMonths: number | null;
  currency: string;
  locale: Locale;
  channel: 'web' | 'viber' | 'messenger' | 'whatsapp';
  /** Epoch milliseconds (the server's time when stored). */
  createdAt: number;
  /** Set by the bank when it has dealt with the request. */
  handled: boolean;
  /** The words the customer agreed to when leaving the request (its consent, kept as given). */
  consentText: string;
};

export const LEAD_LIMITS = { name: 120, contact: 120, productName: 200, amount: 100_000_000, termMonths: 600, consentText: 1000 } as const;

/** A lead's contact: an e-mail address, or a phone number of at least six digits (RE2 too: the rules use them). */
export const LEAD_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/u;
export const LEAD_PHONE_PATTERN = /^[+]?[\s()./-]*([0-9][\s()./-]*){6,}$/u;

/** What a new lead's e-mail tells the bank (as the outbox keeps it, every value a string). */
export type LeadMailDetails = { name: string; contact: string; product: string; amount: string; termMonths: string; currency: string; locale: string };

/** The details of a stored lead document, as the e-mail shows them. */
export function leadMailDetails(lead: Record<string, unknown>): LeadMailDetails {
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  return {
    name: text(lead['name']),
    contact: text(lead['contact']),
    product: text(lead['productName']),
    amount: text(lead['amount']),
    termMonths: text(lead['termMonths']),
    currency: text(lead['currency']),
    locale: text(lead['locale']),
  };
}

