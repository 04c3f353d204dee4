import { LOCALES } from '@console/locale';
import { hasOnly, isMap, optionalBool, requiredChoice, requiredString, serverTimeOrKept, type Fields } from '../field-checks';
import { FAQ_CATEGORIES, MAX_OWN_QUESTION_LENGTH } from '../faq-choices';
import type { WriteContext } from '../write-context';

/**
 * `mode/{mode}/accounts/{uid}/ownQuestions/{questionId}`: a question of the bank's own, in a category of
 * the FAQ, written in every language; its answers live with the catalogue's, under its id.
 */
export function validOwnQuestion(data: Fields, context: WriteContext): boolean {
  const { question } = data;
  return (
    hasOnly(data, ['category', 'top', 'question', 'createdAt', 'updatedAt']) &&
    requiredChoice(data, 'category', FAQ_CATEGORIES) &&
    optionalBool(data, 'top') &&
    isMap(question) &&
    hasOnly(question, LOCALES) &&
    LOCALES.every((locale) => requiredString(question, locale, MAX_OWN_QUESTION_LENGTH)) &&
    serverTimeOrKept(data, context.before, 'createdAt', context.now) &&
    serverTimeOrKept(data, context.before, 'updatedAt', context.now)
  );
}
