import { ANSWER_THRESHOLD, buildAnswerIndex, rankEntries, type AnswerIndex } from '@console/assistant-engine';
import type { Locale } from '@console/locale';
import type { FaqQuestion } from '@console/faq-data';

/** The catalogue's questions in one language, indexed as the assistant matches customers' messages. */
export function catalogueQuestionIndex(locale: Locale, questions: readonly FaqQuestion[]): AnswerIndex {
  return buildAnswerIndex(
    locale,
    questions.filter((question) => !question.own).map((question) => ({ id: question.id, kind: 'faq', title: question.question, variants: question.variants, text: '' })),
  );
}

/**
 * The catalogue question the assistant would take a customer's message `text` for, when it is sure
 * enough to answer with it: an own question saying the same would only compete with it.
 */
export function similarCatalogueQuestion(index: AnswerIndex, text: string): { id: string; question: string } | null {
  const [best] = rankEntries(index, text);
  return best && best.confidence >= ANSWER_THRESHOLD ? { id: best.entry.id, question: best.entry.title } : null;
}
