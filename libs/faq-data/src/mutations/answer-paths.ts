import { paths, type Locale } from '@console/backend';

export function answerPath(mode: string, uid: string, locale: Locale, faqId: string): string {
  return `${paths.accountAnswers(mode, uid, locale)}/${faqId}`;
}

/** File names become one path segment: slashes and control characters would break the path. */
export function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[/\\\u0000-\u001f]/g, '_').trim();
  return cleaned.length > 0 ? cleaned.slice(0, 120) : 'file';
}

export function attachmentPath(mode: string, uid: string, faqId: string, name: string): string {
  return `${paths.accountFiles(mode, uid)}/faq/${faqId}/${safeFileName(name)}`;
}
