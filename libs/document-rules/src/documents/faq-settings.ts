import type { Fields } from '../field-checks';
import { MAX_FAQ_ID_LENGTH, MAX_HIDDEN_QUESTIONS } from '../limits';

/**
 * `mode/{mode}/accounts/{uid}/faqSettings/hidden`: one key per hidden catalogue question, a boolean
 * each, so that a bank can hide every question of the catalogue and nothing can grow without bound.
 */
export function validHiddenQuestions(data: Fields): boolean {
  const entries = Object.entries(data);
  return (
    entries.length <= MAX_HIDDEN_QUESTIONS &&
    entries.every(([faqId, hidden]) => faqId.length > 0 && faqId.length <= MAX_FAQ_ID_LENGTH && typeof hidden === 'boolean')
  );
}
