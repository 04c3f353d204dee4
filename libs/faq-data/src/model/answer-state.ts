import type { UserAnswer } from './faq-types';
import { isAnswered } from './is-answered';

/**
 * Where one language's answer to a question stands: the bank's own (`answered`), the imported standard
 * answer nobody has confirmed yet (`standard`), or nothing customers could read (`missing`).
 */
export type AnswerState = 'answered' | 'standard' | 'missing';

export function answerState(answer: UserAnswer | null | undefined): AnswerState {
  if (isAnswered(answer)) return 'answered';
  return answer && answer.answer.trim().length > 0 ? 'standard' : 'missing';
}
