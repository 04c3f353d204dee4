import { isQuestionForCustomer } from './classify-faq';
import type { CustomerType, FaqEntry, FaqQuestion, UserAnswer } from './faq-types';
import { NO_HIDDEN_QUESTIONS, type HiddenQuestions } from './hidden-questions';
import { isAnswered } from './is-answered';

export type FaqJoiner = (
  questions: readonly FaqQuestion[],
  answers: readonly UserAnswer[],
  customerType: CustomerType | null,
  hidden?: HiddenQuestions,
) => FaqEntry[];

/**
 * A join of questions, answers and hidden questions that hands back the very same entry object while
 * neither its question, nor its answer, nor whether it is hidden changed. The cache's structural sharing
 * keeps unchanged records' identity, so a snapshot that changes one answer yields one new entry and
 * memoised rows re-render only for it.
 */
export function createFaqJoiner(): FaqJoiner {
  const entries = new WeakMap<FaqQuestion, FaqEntry>();
  return (questions, answers, customerType, hiddenQuestions = NO_HIDDEN_QUESTIONS) => {
    const answerById = new Map(answers.map((answer) => [answer.id, answer]));
    const joined: FaqEntry[] = [];
    for (const question of questions) {
      if (!isQuestionForCustomer(question, customerType)) continue;
      const answer = answerById.get(question.id) ?? null;
      const hidden = hiddenQuestions.has(question.id);
      let entry = entries.get(question);
      if (!entry || entry.answer !== answer || entry.hidden !== hidden) {
        entry = { id: question.id, question, answer, answered: isAnswered(answer), hidden };
        entries.set(question, entry);
      }
      joined.push(entry);
    }
    return joined;
  };
}
