import { LOCALES } from '@console/locale';
import type { DocumentData, Locale, LocalSeed } from '@console/backend';
import { TEST_MODE, TEST_USER } from '@console/testing';

/** The one test account and environment of every library's tests. */
export { TEST_MODE, TEST_USER };


export interface QuestionFixture {
  id: string;
  /** Per locale, or one text for every locale. */
  question?: string | Partial<Record<Locale, string>>;
  category?: string;
  top?: boolean;
  /** The standard answer: per locale, or one text for every locale. */
  text?: string | Partial<Record<Locale, string>>;
  type?: string;
  customer_type?: 'individual' | 'corporate';
}

export type AnswerFixture = string | { text: string; source?: string; attachments?: unknown[] };

export interface SeedOptions {
  questions: QuestionFixture[];
  answers?: Partial<Record<Locale, Record<string, AnswerFixture>>>;
  customerType?: 'individual' | 'corporate';
  locales?: readonly Locale[];
  /** Ids of the questions the bank hides from its customers. */
  hidden?: readonly string[];
}

function standardText(fixture: QuestionFixture, locale: Locale): string {
  if (typeof fixture.text === 'string') return fixture.text;
  return fixture.text?.[locale] ?? `Standard answer ${fixture.id}.`;
}

function questionText(fixture: QuestionFixture, locale: Locale): string {
  if (typeof fixture.question === 'string') return fixture.question;
  return fixture.question?.[locale] ?? `${locale.toUpperCase()} question ${fixture.id}?`;
}

/** One verified user, a catalogue per locale and the account's answers, in the stored shapes. */
export function faqSeed({ questions, answers = {}, customerType = 'individual', locales = LOCALES, hidden = [] }: SeedOptions): LocalSeed {
  const documents: LocalSeed['documents'] = [];
  for (const locale of locales) {
    for (const fixture of questions) {
      const data: DocumentData = {
        top: fixture.top ?? false,
        question: questionText(fixture, locale),
        category: fixture.category ?? 'Cards',
        default_answer: { text: standardText(fixture, locale), scenario: null, type: fixture.type ?? 'text' },
        ...(fixture.customer_type ? { customer_type: fixture.customer_type } : {}),
      };
      documents.push({ path: `mode/${TEST_MODE}/faqs/languages/${locale}/${fixture.id}`, data });
    }
  }
  documents.push({ path: `mode/${TEST_MODE}/accounts/${TEST_USER.uid}`, data: { profile: { name: 'Ana', customerType } } });
  for (const [locale, byId] of Object.entries(answers)) {
    for (const [id, value] of Object.entries(byId ?? {})) {
      const answer = typeof value === 'string' ? { text: value } : value;
      documents.push({ path: `mode/${TEST_MODE}/accounts/${TEST_USER.uid}/faqs/${locale}/collection/${id}`, data: { answer: { attachments: [], ...answer } } });
    }
  }
  if (hidden.length > 0) {
    documents.push({ path: `mode/${TEST_MODE}/accounts/${TEST_USER.uid}/faqSettings/hidden`, data: Object.fromEntries(hidden.map((id) => [id, true])) });
  }
  return { users: [TEST_USER], documents };
}
