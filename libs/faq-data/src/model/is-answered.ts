import type { UserAnswer } from './faq-types';

/** The bank wrote or confirmed this answer; an imported default answer is not yet answered. */
export function isAnswered(answer: UserAnswer | null | undefined): boolean {
  return !!answer && answer.source === 'bank' && answer.answer.trim().length > 0;
}
