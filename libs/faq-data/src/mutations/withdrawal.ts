import type { Locale } from '@console/locale';
import type { UserAnswer } from '../model/faq-types';
import type { SaveAnswerInput } from './use-save-answer';

/**
 * The save that withdraws the bank's answer in one language. Answers are never deleted, so a withdrawn
 * answer is the bank's own (`source: 'bank'`) with an empty text and no files: not answered anywhere
 * (list, coverage, publishing all ask `isAnswered`), and, being the bank's, never replaced by the import
 * of default answers. Only the version the bank saw is withdrawn; one saved meanwhile is a write conflict.
 * Its files stay stored: an assistant published earlier may still link them.
 */
export function withdrawalOf(faqId: string, locale: Locale, withdrawn: UserAnswer): SaveAnswerInput {
  return {
    faqId,
    locale,
    text: '',
    attachments: [],
    basedOn: { text: withdrawn.answer, attachmentPaths: withdrawn.attachments.map((item) => item.path) },
  };
}
