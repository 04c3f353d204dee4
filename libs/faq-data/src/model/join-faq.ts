import { isQuestionForCustomer } from './classify-faq';
import type { CustomerType, FaqEntry, FaqQuestion, UserAnswer } from './faq-types';
import { isAnswered } from './is-answered';

export type FaqJoiner = (questions: readonly FaqQuestion[], answers: readonly UserAnswer[], customerType: CustomerType | null) => FaqEntry[];

/**
 * A join of questions and answers that hands back the very same entry object while neither its question
 * nor its answer changed. The cache's structural sharing keeps unchanged records' identity, so a
 * snapshot that changes one answer yields one new entry and memoised rows re-render only for it.
 */
export function createFaqJoiner(): FaqJoiner {
  const entries = new WeakMap<FaqQuestion, FaqEntry>();
  return (questions, answers, customerType) => {
    const answerById = new Map(answers.map((answer) => [answer.id, answer]));
    const joined: FaqEntry[] = [];
    for (const question of questions) {
      if (!isQuestionForCustomer(question, customerType)) continue;
      const answer = answerById.get(question.id) ?? null;
      let entry = entries.get(question);
      if (!entry || entry.answer !== answer) {
        entry = { id: question.id, question, answer, answered: isAnswered(answer) };
        entries.set(question, entry);
      }
      joined.push(entry);
    }
    return joined;
  };
}
