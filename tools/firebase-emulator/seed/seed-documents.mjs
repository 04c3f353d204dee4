// What the seed writes, built from the generated demo catalogue and account
// (libs/demo-data/src/generated/demo-catalogue.json and demo-account.json): the same paths and ids as the local backend's
// seed (libs/demo-data/src/build-demo-seed.ts), so that running it twice changes nothing.
import { readFileSync } from 'node:fs';

export const LOCALES = ['mk', 'en', 'sq'];

const paths = {
  catalogueEntry: (mode, locale, faqId) => `mode/${mode}/faqs/languages/${locale}/${faqId}`,
  account: (mode, uid) => `mode/${mode}/accounts/${uid}`,
  accountAnswer: (mode, uid, locale, faqId) => `mode/${mode}/accounts/${uid}/faqs/${locale}/collection/${faqId}`,
};

/** The catalogue questions of every language, one document per question. */
export function catalogueDocuments(file, mode) {
  return LOCALES.flatMap((locale) =>
    Object.entries(file.catalogue[locale] ?? {}).map(([faqId, entry]) => ({ path: paths.catalogueEntry(mode, locale, faqId), data: entry })),
  );
}

/** The demo account's document and its answers, for `uid`. */
export function demoAccountDocuments(file, account, mode, uid) {
  return [
    { path: paths.account(mode, uid), data: account },
    ...LOCALES.flatMap((locale) =>
      Object.entries(file.answers[locale] ?? {}).map(([faqId, answer]) => ({ path: paths.accountAnswer(mode, uid, locale, faqId), data: answer })),
    ),
  ];
}

/**
 * The demo account's credentials from libs/demo-data/src/demo-account.ts, read as text because this
 * tool runs without a TypeScript build; the login screen's hint and the end-to-end tests use the same.
 */
export function parseDemoAccount(source) {
  const field = (name) => new RegExp(`\\b${name}:\\s*'([^']+)'`).exec(source)?.[1];
  const account = { uid: field('uid'), email: field('email'), password: field('password') };
  if (!account.uid || !account.email || !account.password) throw new Error('DEMO_ACCOUNT (uid, email, password) not found in demo-account.ts.');
  return account;
}

export const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
