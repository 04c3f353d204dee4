import { asRecord } from '@console/plain-data';
import { MAX_OWN_QUESTION_LENGTH } from '@console/document-rules';
import { LOCALES, type Locale } from '@console/locale';
import { matchFaqCategory, type FaqCategoryId } from './faq-categories';
import type { FaqQuestion } from './faq-types';
import type { RawRecord } from './map-faq-question';

/** The rules' limit, for the form. */
export { MAX_OWN_QUESTION_LENGTH };

/** Own questions' ids start so, and never meet a catalogue id. */
export const OWN_QUESTION_PREFIX = 'own-';

/** A question of the bank's own as its form and its document hold it: the question in every language. */
export interface OwnQuestionDraft {
  category: FaqCategoryId;
  top: boolean;
  question: Record<Locale, string>;
}

/** The bank's own question in one language, shaped as a catalogue question: answered the same way. */
export function mapOwnQuestion({ id, data }: RawRecord, locale: Locale): FaqQuestion {
  if (typeof id !== 'string' || id.length === 0) throw new Error('Own question is missing an id parameter');
  const record = asRecord(data);
  const text = asRecord(record['question'])[locale];
  const category = typeof record['category'] === 'string' ? record['category'] : '';
  return {
    id,
    isTop: record['top'] === true,
    question: typeof text === 'string' ? text : '',
    variants: [],
    defaultAnswer: '',
    category,
    categoryId: matchFaqCategory(category),
    scenario: null,
    type: '',
    customerType: null,
    own: true,
  };
}

export function mapOwnQuestions(records: readonly RawRecord[], locale: Locale): FaqQuestion[] {
  return records.map((record) => mapOwnQuestion(record, locale));
}

/** The draft an own question's form starts from: its stored texts in every language, or empty. */
export function ownQuestionDraft(questions: Partial<Record<Locale, FaqQuestion | null>> | null): OwnQuestionDraft {
  const any = LOCALES.map((locale) => questions?.[locale]).find((question) => question);
  return {
    category: any?.categoryId ?? 'other',
    top: any?.isTop ?? false,
    question: { mk: questions?.mk?.question ?? '', en: questions?.en?.question ?? '', sq: questions?.sq?.question ?? '' },
  };
}
