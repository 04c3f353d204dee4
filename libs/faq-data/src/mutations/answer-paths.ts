import { paths, safeFileName } from '@console/data-paths';
import type { Locale } from '@console/locale';

export function answerPath(mode: string, uid: string, locale: Locale, faqId: string): string {
  return `${paths.accountAnswers(mode, uid, locale)}/${faqId}`;
}

/**
 * Where one upload of a file for one answer is stored: a folder per language and question, and a name
 * that starts with an id of its own (`{uploadId}-{name}`). No two answers, languages or uploads share a
 * file, so attaching a file of the same name elsewhere, or again, never replaces a saved one.
 */
export function attachmentPath(mode: string, uid: string, locale: Locale, faqId: string, uploadId: string, name: string): string {
  return `${paths.accountFiles(mode, uid)}/faq/${locale}/${faqId}/${uploadId}-${safeFileName(name)}`;
}
