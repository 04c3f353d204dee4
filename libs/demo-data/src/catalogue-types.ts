/*
 * Shapes of the generated catalogue and of the seed. Declared here rather than imported from the
 * backend, because a util library depends on no data-access library; the seed matches the backend's LocalSeed by structure.
 * Object types are aliases, not interfaces, so that they stay assignable to plain document data.
 */

import type { ProductKind } from '@console/data-paths';
import type { CustomerType } from '@console/document-rules';
import type { Locale } from '@console/locale';

export type { CustomerType };

/** A catalogue question as stored at `mode/{mode}/faqs/languages/{locale}/{faqId}`. */
export type CatalogueEntry = {
  top: boolean;
  question: string;
  /** Other ways customers ask the same question, for the assistant to recognise them. */
  variants?: string[];
  /** One of the specification's categories; compare case-insensitively. */
  category: string;
  /** Absent when the question is for every customer. */
  customer_type?: CustomerType;
  default_answer: {
    text: string;
    /** Name of the guided flow for scenario items, null otherwise. */
    scenario: string | null;
    /** `text`, or `scenario` in any letter case for items the console hides. */
    type: string;
  };
};

/** A bank's own answer as stored at `mode/{mode}/accounts/{uid}/faqs/{locale}/collection/{faqId}`. */
export type BankAnswer = {
  answer: { text: string; attachments: unknown[] };
};

/** The account document as stored at `mode/{mode}/accounts/{uid}`. */
export type DemoAccountDocument = {
  profile: { name: string; surname: string; company: string; language: Locale; customerType: CustomerType };
  assistant: { name: string; names: Record<Locale, string>; bubbleColor: string; avatar: { default: string } };
  bank: { name: string; names: Record<Locale, string>; location: string; contact: string; phone: string; destinationEmail: string; consent: Record<Locale, string> };
};

/** A demo product as stored at `mode/{mode}/accounts/{uid}/products/{locale}/{kind}/{id}`. */
export type DemoProductDocument = {
  fields: Record<string, unknown>;
  texts: Record<string, string>;
  photo: { url: string };
  translated: boolean;
  sourceLocale: Locale;
};

/** The mode-independent catalogue written by tools/demo-data/generate.mjs (the account is a file of its own). */
export type DemoCatalogueFile = {
  products: Record<Locale, Record<ProductKind, Record<string, DemoProductDocument>>>;
  answers: Record<Locale, Record<string, BankAnswer>>;
  catalogue: Record<Locale, Record<string, CatalogueEntry>>;
};

/** A salted PBKDF2-SHA-256 hash in the local backend's stored form (base64 salt and hash). */
export type DemoPasswordHash = { algorithm: 'PBKDF2-SHA-256'; iterations: number; salt: string; hash: string };
export type DemoSeedUser = { uid: string; email: string; passwordHash: DemoPasswordHash; emailVerified: boolean };
export type DemoSeedDocument = { path: string; data: Record<string, unknown> };

/** Initial content of an empty local database. */
export type DemoSeed = { users: DemoSeedUser[]; documents: DemoSeedDocument[] };
