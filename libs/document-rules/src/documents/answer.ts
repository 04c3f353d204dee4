import { LOCALES } from '@console/locale';
import { hasOnly, isMap, optionalChoice, requiredChoice, requiredString, serverTimeOrKept, type Fields } from '../field-checks';
import { isOwnFilePath } from '@console/data-paths';
import { ATTACHMENT_TYPES, MAX_ANSWER_LENGTH, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, MAX_FILE_PATH_LENGTH } from '../limits';
import type { WriteContext } from '../write-context';

function validAttachment(attachment: unknown, context: WriteContext): boolean {
  if (!isMap(attachment)) return false;
  const { mode = '', uid = '' } = context.params;
  const { path, size } = attachment;
  return (
    hasOnly(attachment, ['name', 'path', 'contentType', 'size']) &&
    requiredString(attachment, 'name', 255) &&
    requiredString(attachment, 'path', MAX_FILE_PATH_LENGTH) &&
    typeof path === 'string' &&
    isOwnFilePath(path, mode, uid) &&
    requiredChoice(attachment, 'contentType', ATTACHMENT_TYPES) &&
    Number.isInteger(size) &&
    (size as number) >= 0 &&
    (size as number) <= MAX_ATTACHMENT_BYTES
  );
}

/**
 * `mode/{mode}/accounts/{uid}/faqs/{locale}/collection/{faqId}`. An empty text is allowed: the import
 * copies the catalogue's default answer as it is, and a withdrawn answer is the bank's own, emptied.
 */
export function validAnswer(data: Fields, context: WriteContext): boolean {
  const answer = data['answer'];
  if (!LOCALES.some((locale) => locale === context.params['locale']) || !hasOnly(data, ['answer']) || !isMap(answer)) return false;
  const before = context.before && isMap(context.before['answer']) ? context.before['answer'] : null;
  const { text, attachments } = answer;
  return (
    hasOnly(answer, ['text', 'attachments', 'source', 'updatedAt']) &&
    typeof text === 'string' &&
    text.length <= MAX_ANSWER_LENGTH &&
    (attachments === undefined || (Array.isArray(attachments) && attachments.length <= MAX_ATTACHMENTS && attachments.every((item) => validAttachment(item, context)))) &&
    optionalChoice(answer, 'source', ['bank', 'default']) &&
    // The bank's own answer is never turned back into a copy of the default one (the import's write).
    (before?.['source'] !== 'bank' || answer['source'] === 'bank') &&
    serverTimeOrKept(answer, before, 'updatedAt', context.now)
  );
}
