import { LOCALES } from '@console/locale';
import { hasOnly, isMap, serverTimeOrKept, type Fields } from '../field-checks';
import { PHRASING_LINES_PATTERN } from '../faq-choices';
import type { WriteContext } from '../write-context';

/**
 * `mode/{mode}/accounts/{uid}/phrasings/{questionId}`: how the bank's customers ask one question, one
 * phrasing per line in each language, learned by the assistant at the next publish.
 */
export function validPhrasings(data: Fields, context: WriteContext): boolean {
  const { phrasings } = data;
  return (
    hasOnly(data, ['phrasings', 'updatedAt']) &&
    isMap(phrasings) &&
    hasOnly(phrasings, LOCALES) &&
    LOCALES.every((locale) => {
      const lines = phrasings[locale];
      return lines === undefined || (typeof lines === 'string' && PHRASING_LINES_PATTERN.test(lines));
    }) &&
    serverTimeOrKept(data, context.before, 'updatedAt', context.now)
  );
}
