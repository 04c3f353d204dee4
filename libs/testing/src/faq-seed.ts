import type { DocumentData, LocalSeed } from '@console/backend';
import type { CustomerType } from '@console/document-rules';
import { LOCALES, type Locale } from '@console/locale';
import { signedInSeed } from './signed-in-backend';
import { testPaths } from './test-paths';

export interface QuestionFixture {
  id: string;
  /** Per language, or one text for every language; `{LOCALE} question {id}?` when left out. */
  question?: string | Partial<Record<Locale, string>>;
  category?: string;
  top?: boolean;
  /** The standard answer: per language, or one text for every language; `Default answer {id}.` when left out. */
  text?: string | Partial<Record<Locale, string>>;
  type?: string;
  scenario?: string | null;
  customer_type?: CustomerType;
}

export type AnswerFixture = string | { text: string; source?: string; attachments?: unknown[] };

export interface FaqSeedOptions {
  questions: QuestionFixture[];
  /** The bank's answers, faqId → answer, per language. */
  answers?: Partial<Record<Locale, Record<string, AnswerFixture>>>;
  customerType?: CustomerType;
  /** The languages the catalogue exists in (all three unless given). */
  locales?: readonly Locale[];
  /** Ids of the questions the bank hides from its customers. */
  hidden?: readonly string[];
  /** More of the account document, next to its profile. */
  account?: DocumentData;
}

const inLocale = (value: string | Partial<Record<Locale, string>> | undefined, locale: Locale) => (typeof value === 'string' ? value : value?.[locale]);

/** A catalogue question of one language in the stored shape (`default_answer`, `customer_type`). */
export function catalogueRecord(fixture: QuestionFixture, locale: Locale = 'en'): DocumentData {
  return {
    top: fixture.top ?? false,
    question: inLocale(fixture.question, locale) ?? `${locale.toUpperCase()} question ${fixture.id}?`,
    category: fixture.category ?? 'Cards',
    default_answer: { text: inLocale(fixture.text, locale) ?? `Default answer ${fixture.id}.`, scenario: fixture.scenario ?? null, type: fixture.type ?? 'text' },
    ...(fixture.customer_type ? { customer_type: fixture.customer_type } : {}),
  };
}

/** The signed-in test user, a catalogue per language and the account's answers and hidden questions, in the stored shapes. */
export function faqSeed({ questions, answers = {}, customerType = 'individual', locales = LOCALES, hidden = [], account = {} }: FaqSeedOptions): LocalSeed {
  const documents: LocalSeed['documents'] = [];
  for (const locale of locales) {
    for (const fixture of questions) documents.push({ path: `${testPaths.catalogue(locale)}/${fixture.id}`, data: catalogueRecord(fixture, locale) });
  }
  for (const locale of LOCALES) {
    for (const [id, value] of Object.entries(answers[locale] ?? {})) {
      const answer = typeof value === 'string' ? { text: value } : value;
      documents.push({ path: testPaths.answer(locale, id), data: { answer: { attachments: [], ...answer } } });
    }
  }
  if (hidden.length > 0) documents.push({ path: testPaths.hiddenQuestions, data: Object.fromEntries(hidden.map((id) => [id, true])) });
  return signedInSeed({ account: { profile: { name: 'Ana', customerType }, ...account }, documents });
}
