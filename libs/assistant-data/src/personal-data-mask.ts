import { MAX_UNANSWERED_QUESTION_LENGTH } from '@console/assistant-contract';

/**
 * A customer's question as the bank may keep it: e-mail addresses and long numbers (phone, account,
 * card numbers) hidden, cut to the stored length. Customers type such things into a chat; the
 * dashboard needs the question, not them.
 */
export function withoutPersonalData(question: string): string {
  return question
    .replace(/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu, '…@…')
    .replace(/\+?\d(?:[\s./-]?\d){5,}/gu, (number) => number.replace(/\d/gu, '•'))
    .trim()
    .slice(0, MAX_UNANSWERED_QUESTION_LENGTH);
}
