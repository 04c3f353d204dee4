import { LOCALES, type Locale } from '@console/locale';
import { paths } from '@console/data-paths';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, DEMO_PASSWORD_HASH, loadDemoSeed, type BankAnswer, type CatalogueEntry, type DemoSeed } from './index';

/** The specification's FAQ categories plus the console-side corporate one. */
const REQUIRED_CATEGORIES = ['Account', 'ATM', 'Cards', 'Deposits', 'Ebanking', 'Loans', 'Payments', 'tariffs', 'tech-support', 'Terminology', 'Other', 'corporate-faqs'];
const MODE = 'e2e-run';

const isScenario = (entry: CatalogueEntry) => entry.default_answer.type.toLowerCase() === 'scenario';

function cyrillicShare(text: string): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  return letters.filter((letter) => /\p{Script=Cyrillic}/u.test(letter)).length / Math.max(letters.length, 1);
}

/** The documents under one collection path, keyed by document id. */
function collection<T>(seed: DemoSeed, collectionPath: string): Map<string, T> {
  const prefix = `${collectionPath}/`;
  return new Map(
    seed.documents
      .filter((document) => document.path.startsWith(prefix) && !document.path.slice(prefix.length).includes('/'))
      .map((document) => [document.path.slice(prefix.length), document.data as T]),
  );
}

const catalogueOf = (seed: DemoSeed, locale: Locale) => collection<CatalogueEntry>(seed, paths.faqCatalogue(MODE, locale));
const answersOf = (seed: DemoSeed, locale: Locale) =>
  collection<BankAnswer>(seed, paths.accountAnswers(MODE, DEMO_ACCOUNT.uid, locale));
const regularOf = (seed: DemoSeed, locale: Locale) => [...catalogueOf(seed, locale)].filter(([, entry]) => !isScenario(entry));

describe('the demo password hash', () => {
  it('is the salted PBKDF2-SHA-256 hash of the demo password', async () => {
    const salt = Uint8Array.from(atob(DEMO_PASSWORD_HASH.salt), (character) => character.charCodeAt(0));
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(DEMO_ACCOUNT.password), 'PBKDF2', false, ['deriveBits']);
    const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: DEMO_PASSWORD_HASH.iterations }, key, 256);
    expect(btoa(String.fromCharCode(...new Uint8Array(bits)))).toBe(DEMO_PASSWORD_HASH.hash);
  });
});

describe('loadDemoSeed', () => {
  let seed: DemoSeed;
  beforeAll(async () => {
    seed = await loadDemoSeed(MODE);
  });

  it('creates the demo account as a verified user with its profile, assistant and bank', () => {
    expect(seed.users).toEqual([{ uid: DEMO_ACCOUNT.uid, email: DEMO_ACCOUNT.email, passwordHash: DEMO_PASSWORD_HASH, emailVerified: true }]);

    const account = seed.documents.find((document) => document.path === paths.account(MODE, DEMO_ACCOUNT.uid));
    expect(account?.data).toMatchObject({
      profile: { name: 'Ana', surname: 'Petrovska', company: 'Demo Banka AD Skopje', language: 'mk', customerType: 'individual' },
      assistant: { name: 'Vesna', bubbleColor: '#0B5FFF', avatar: { default: expect.stringMatching(/^data:image\/svg\+xml;base64,/) } },
      bank: { name: 'Demo Banka AD Skopje', location: 'Skopje', destinationEmail: 'kontakt@demobanka.example' },
    });
  });

  it('has at least 80 regular questions per language, under the same ids in mk, en and sq', () => {
    const idSets = LOCALES.map((locale) => [...catalogueOf(seed, locale).keys()].sort());

    for (const locale of LOCALES) expect(regularOf(seed, locale).length).toBeGreaterThanOrEqual(80);
    expect(idSets[1]).toEqual(idSets[0]);
    expect(idSets[2]).toEqual(idSets[0]);
  });

  it('covers every required category, matched case-insensitively, and uses other letter cases too', () => {
    for (const locale of LOCALES) {
      const categories = regularOf(seed, locale).map(([, entry]) => entry.category);
      const lowerCase = new Set(categories.map((category) => category.toLowerCase()));

      for (const category of REQUIRED_CATEGORIES) expect(lowerCase, category).toContain(category.toLowerCase());
      expect(categories.filter((category) => !REQUIRED_CATEGORIES.includes(category)).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('marks between 15% and 25% of the regular questions as top', () => {
    for (const locale of LOCALES) {
      const regular = regularOf(seed, locale);
      const share = regular.filter(([, entry]) => entry.top).length / regular.length;

      expect(share).toBeGreaterThanOrEqual(0.15);
      expect(share).toBeLessThanOrEqual(0.25);
    }
  });

  it('has at least three scenario items, one typed in another letter case, while regular items are plain text', () => {
    for (const locale of LOCALES) {
      const entries = [...catalogueOf(seed, locale).values()];
      const scenarios = entries.filter(isScenario);

      expect(scenarios.length).toBeGreaterThanOrEqual(3);
      expect(scenarios.some((entry) => entry.default_answer.type !== 'scenario')).toBe(true);
      for (const entry of scenarios) expect(entry.default_answer.scenario).toMatch(/\S/);
      for (const entry of entries.filter((item) => !isScenario(item))) {
        expect(entry.default_answer).toMatchObject({ scenario: null, type: 'text' });
      }
    }
  });

  it('writes Macedonian in Cyrillic, and English and Albanian without Cyrillic letters', () => {
    const texts = (locale: Locale) => [
      ...[...catalogueOf(seed, locale).values()].flatMap((entry) => [entry.question, entry.default_answer.text]),
      ...[...answersOf(seed, locale).values()].map((answer) => answer.answer.text),
    ];

    for (const text of texts('mk')) expect(cyrillicShare(text), text).toBeGreaterThan(0.5);
    for (const text of [...texts('en'), ...texts('sq')]) expect(cyrillicShare(text), text).toBe(0);
    for (const locale of LOCALES) for (const text of texts(locale)) expect(text.trim().length, text).toBeGreaterThan(0);
  });

  it('gives corporate FAQs to corporate customers, splits tariffs between retail and corporate, and leaves the rest for everyone', () => {
    for (const locale of LOCALES) {
      const entries = regularOf(seed, locale).map(([, entry]) => entry);
      const inCategory = (category: string) => entries.filter((entry) => entry.category.toLowerCase() === category.toLowerCase());

      expect(inCategory('corporate-faqs').every((entry) => entry.customer_type === 'corporate')).toBe(true);
      expect(new Set(inCategory('tariffs').map((entry) => entry.customer_type))).toEqual(new Set(['individual', 'corporate']));
      const others = entries.filter((entry) => !['corporate-faqs', 'tariffs'].includes(entry.category.toLowerCase()));
      expect(others.every((entry) => entry.customer_type === undefined)).toBe(true);
    }
  });

  it('answers about ten questions in every language, in the bank’s own words and without attachments', () => {
    const answerIds = LOCALES.map((locale) => [...answersOf(seed, locale).keys()].sort());
    expect(answerIds[1]).toEqual(answerIds[0]);
    expect(answerIds[2]).toEqual(answerIds[0]);

    for (const locale of LOCALES) {
      const regular = new Map(regularOf(seed, locale));
      const answers = answersOf(seed, locale);

      expect(answers.size).toBeGreaterThanOrEqual(8);
      expect(answers.size).toBeLessThanOrEqual(12);
      for (const [faqId, { answer }] of answers) {
        expect(regular.has(faqId), faqId).toBe(true);
        expect(answer.text).not.toBe(regular.get(faqId)?.default_answer.text);
        expect(answer.attachments).toEqual([]);
      }
    }
  });

  it('places every document at its path of the data layout for the given mode', () => {
    const layout = [
      new RegExp(`^mode/${MODE}/faqs/languages/(mk|en|sq)/[a-z0-9-]+$`),
      new RegExp(`^mode/${MODE}/accounts/${DEMO_ACCOUNT.uid}$`),
      new RegExp(`^mode/${MODE}/accounts/${DEMO_ACCOUNT.uid}/faqs/(mk|en|sq)/collection/[a-z0-9-]+$`),
      new RegExp(`^mode/${MODE}/accounts/${DEMO_ACCOUNT.uid}/products/(mk|en|sq)/(cards|loans|deposits)/[a-z0-9-]+$`),
    ];
    const paths = seed.documents.map((document) => document.path);

    for (const path of paths) {
      expect(layout.some((pattern) => pattern.test(path)), path).toBe(true);
      expect(path.split('/').length % 2, path).toBe(0);
    }
    expect(new Set(paths).size).toBe(paths.length);
    const catalogueSize = LOCALES.reduce((sum, locale) => sum + catalogueOf(seed, locale).size, 0);
    const answerCount = LOCALES.reduce((sum, locale) => sum + answersOf(seed, locale).size, 0);
    const productCount = paths.filter((path) => path.includes('/products/')).length;
    expect(productCount).toBeGreaterThanOrEqual(LOCALES.length * 9);
    expect(paths.length).toBe(catalogueSize + 1 + answerCount + productCount);
  });

  it('uses the staging mode by default', async () => {
    const staging = await loadDemoSeed();

    expect(staging.documents.length).toBe(seed.documents.length);
    expect(staging.documents.every((document) => document.path.startsWith('mode/staging/'))).toBe(true);
  });

  it('refuses a mode that is not a single path segment', async () => {
    await expect(loadDemoSeed('staging/other')).rejects.toThrow(/Invalid mode/);
    await expect(loadDemoSeed('')).rejects.toThrow(/Invalid mode/);
  });

  it('hands out a fresh copy on every call, so editing one seed leaves the next untouched', async () => {
    const first = await loadDemoSeed(MODE);
    const edited = first.documents[0];
    if (edited === undefined) throw new Error('The seed has no documents.');
    const original = structuredClone(edited.data);
    edited.data['question'] = 'changed';

    const second = await loadDemoSeed(MODE);

    expect(second.documents.find((document) => document.path === edited.path)?.data).toEqual(original);
  });
});
