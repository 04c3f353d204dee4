import { paths } from '@console/data-paths';
import { BackendError, SERVER_TIMESTAMP, type WriteOperation } from '@console/backend';
import type { AccountWritesContext } from './account-writes-context';
import { LOCALES, type Locale } from '@console/locale';
import { MAX_PHRASINGS, mapPhrasings, phrasingLines, storedPhrasings, tidyPhrasing, type QuestionPhrasings } from '../model/phrasings';

export type PhrasingsContext = AccountWritesContext;

export const phrasingsPath = ({ mode, uid }: PhrasingsContext, faqId: string) => `${paths.accountPhrasings(mode, uid)}/${faqId}`;

/** The write that stores a question's phrasings: the document goes once no language has any. */
function phrasingsWrite(path: string, phrasings: QuestionPhrasings): WriteOperation {
  if (LOCALES.every((locale) => phrasings[locale].length === 0)) return { type: 'delete', path };
  return { type: 'set', path, data: { phrasings: storedPhrasings(phrasings), updatedAt: SERVER_TIMESTAMP } };
}

/** Replaces how customers ask one question, in every language. */
export async function savePhrasings(context: PhrasingsContext, faqId: string, phrasings: QuestionPhrasings): Promise<void> {
  const path = phrasingsPath(context, faqId);
  await context.documents.batch([phrasingsWrite(path, phrasings)]);
}

/**
 * Adds a customer's message as one more way of asking a question, in its language (kept once; a
 * colleague's additions meanwhile are kept too). Refused with `failed-precondition` when the language
 * already has as many as it may.
 */
export async function addPhrasing(context: PhrasingsContext, faqId: string, locale: Locale, text: string): Promise<void> {
  const path = phrasingsPath(context, faqId);
  await context.documents.transaction([path], ([snapshot]) => {
    const current = mapPhrasings(snapshot?.data);
    const next = phrasingLines([...current[locale], tidyPhrasing(text)].join('\n'));
    if (next.length === current[locale].length) return [];
    if (current[locale].length >= MAX_PHRASINGS) throw new BackendError('failed-precondition', `"${path}" has ${MAX_PHRASINGS} phrasings in ${locale}`);
    return [phrasingsWrite(path, { ...current, [locale]: next })];
  });
}
