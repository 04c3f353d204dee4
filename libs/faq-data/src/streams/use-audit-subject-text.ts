import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackend } from '@console/backend/react';
import { AUDIT_SUBJECT_ACCOUNT, AUDIT_SUBJECT_HIDDEN, type AuditChange } from '@console/document-rules';
import { useInterfaceLocale } from '@console/i18n';
import { useAuthUser } from '@console/session';
import type { FaqQuestion } from '../model/faq-types';
import { faqLocaleQueries } from './faq-locale-queries';

/** The trail names a catalogue answer by its question's id and language: `cards-block (en)`. */
const ANSWER_SUBJECT = /^(?<faqId>[\w-]+) \((?<locale>mk|en|sq)\)$/u;

/**
 * What an entry of the audit trail changed, in words staff recognise: a catalogue answer by its question
 * in the console's language ("“How do I block my card?”, in English") rather than its id, the phrasings of
 * a question by the question, the account and
 * the hidden questions by name, anything else (a product, an own question, the websites) as the trail
 * names it.
 */
export function useAuditSubjectText(): (change: Pick<AuditChange, 'area' | 'subject'>) => string {
  const { documents, mode } = useBackend();
  const queryClient = useQueryClient();
  const uid = useAuthUser()?.uid ?? null;
  const locale = useInterfaceLocale();
  const { t } = useTranslation('common');
  const [questionsQuery] = faqLocaleQueries({ queryClient, documents, mode, uid }, locale);
  const questions = useQuery({ ...questionsQuery, select: (list: FaqQuestion[]) => new Map(list.map((question) => [question.id, question.question])) }).data;
  return useCallback(
    ({ area, subject }) => {
      if (subject === AUDIT_SUBJECT_ACCOUNT) return t('audit.subjects.account');
      if (subject === AUDIT_SUBJECT_HIDDEN) return t('audit.subjects.hidden');
      // How customers ask a question: the trail names the question by its id.
      if (area === 'phrasings') return questions?.get(subject) ?? subject;
      const answer = area === 'answers' ? ANSWER_SUBJECT.exec(subject)?.groups : undefined;
      const question = answer?.['faqId'] ? questions?.get(answer['faqId']) : undefined;
      const language = answer?.['locale'];
      return question && (language === 'mk' || language === 'en' || language === 'sq') ? t('audit.answerSubject', { question, language: t(`languageNames.${language}`) }) : subject;
    },
    [questions, t],
  );
}
