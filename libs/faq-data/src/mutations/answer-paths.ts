import { paths, safeFileName, type Locale } from '@console/backend';

export function answerPath(mode: string, uid: string, locale: Locale, faqId: string): string {
  return `${paths.accountAnswers(mode, uid, locale)}/${faqId}`;
}

export function attachmentPath(mode: string, uid: string, faqId: string, name: string): string {
  return `${paths.accountFiles(mode, uid)}/faq/${faqId}/${safeFileName(name)}`;
}
