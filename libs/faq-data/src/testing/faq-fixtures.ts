import { LOCALES } from '@console/locale';
import type { DocumentData, Locale, LocalSeed } from '@console/backend';
import { TEST_MODE, TEST_USER } from '@console/testing';

/** The one test account and environment of every library's tests. */
export { TEST_MODE, TEST_USER };


export interface QuestionFixture {
  id: string;
  question?: string;
  category?: string;
  top?: boolean;
  text?: string;
  type?: string;
  scenario?: string | null;
  customer_type?: 'individual' | 'corporate';
}

/** A catalogue record in the stored shape (`default_answer`, `customer_type`). */
export function catalogueRecord({ id, question, category = 'Cards', top = false, text, type = 'text', scenario = null, customer_type }: QuestionFixture): DocumentData {
  return {
    top,
    question: question ?? `Question ${id}?`,
    category,
    default_answer: { text: text ?? `Default answer ${id}.`, scenario, type },
    ...(customer_type ? { customer_type } : {}),
  };
}

export interface SeedOptions {
  questions: QuestionFixture[];
  /** faqId -> answer text, per locale (en when not given). */
  answers?: Partial<Record<Locale, Record<string, string | { text: string; source?: string }>>>;
  customerType?: 'individual' | 'corporate';
  locales?: readonly Locale[];
  extraAccount?: DocumentData;
}

/** Seed data for a local backend: one verified user, a catalogue in each locale and the account's answers. */
export function faqSeed({ questions, answers = {}, customerType = 'individual', locales = LOCALES, extraAccount = {} }: SeedOptions): LocalSeed {
  const documents: LocalSeed['documents'] = [];
  for (const locale of locales) {
    for (const question of questions) {
      const localised = { ...question, question: question.question ? `${question.question}` : `${locale.toUpperCase()} question ${question.id}?` };
      documents.push({ path: `mode/${TEST_MODE}/faqs/languages/${locale}/${question.id}`, data: catalogueRecord(localised) });
    }
  }
  documents.push({ path: `mode/${TEST_MODE}/accounts/${TEST_USER.uid}`, data: { profile: { name: 'Ana', customerType }, ...extraAccount } });
  for (const [locale, byId] of Object.entries(answers)) {
    for (const [id, value] of Object.entries(byId ?? {})) {
      const answer = typeof value === 'string' ? { text: value } : value;
      documents.push({
        path: `mode/${TEST_MODE}/accounts/${TEST_USER.uid}/faqs/${locale}/collection/${id}`,
        data: { answer: { attachments: [], ...answer } },
      });
    }
  }
  return { users: [TEST_USER], documents };
}
