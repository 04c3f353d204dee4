export type {
  AnswerSource,
  CustomerType,
  FaqAccount,
  FaqAttachment,
  FaqEntry,
  FaqImportRecord,
  FaqImportStatus,
  FaqQuestion,
  UserAnswer,
} from './model/faq-types';
export { FAQ_CATEGORIES, DEFAULT_FAQ_CATEGORY, matchFaqCategory, type FaqCategoryId } from './model/faq-categories';
export { mapFaqQuestion, mapFaqCatalogue, isScenarioType, type RawRecord } from './model/map-faq-question';
export { mapUserAnswer, mapUserAnswers } from './model/map-user-answer';
export { isQuestionForCustomer } from './model/classify-faq';
export { isAnswered } from './model/is-answered';
export { answerState, type AnswerState } from './model/answer-state';
export { MAX_ANSWER_LENGTH } from './model/answer-limits';
export { createFaqJoiner, type FaqJoiner } from './model/join-faq';
export { mapHiddenQuestions, NO_HIDDEN_QUESTIONS, type HiddenQuestions } from './model/hidden-questions';
export { mapOwnQuestion, mapOwnQuestions, ownQuestionDraft, OWN_QUESTION_PREFIX, MAX_OWN_QUESTION_LENGTH, type OwnQuestionDraft } from './model/own-question';

export { MAX_PHRASING_LENGTH, MAX_PHRASINGS, NO_PHRASINGS, mapPhrasings, phrasingLines, type QuestionPhrasings } from './model/phrasings';

export { faqQueryKeys } from './streams/faq-query-keys';
export { usePhrasings } from './streams/use-phrasings';
export { FAQ_ANSWERS_MARK, FAQ_DATA_MARK } from './streams/faq-subscriptions';
export { prefetchFaq } from './streams/faq-locale-queries';
export { useFaqData, type FaqData } from './streams/use-faq-data';
export { useAnswerCoverage, type AnswerCoverage } from './streams/use-answer-coverage';
export { useAuditSubjectText } from './streams/use-audit-subject-text';
export { usePrefetchFaq, FaqPrefetch } from './streams/faq-prefetch';
export { useFaqLanguages, type FaqLanguages, type FaqLanguageEntry, type FaqLanguageResult } from './streams/use-faq-languages';

export { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, attachmentRejection, type AttachmentRejection } from './mutations/attachment-rules';
export { answerPath, attachmentPath } from './mutations/answer-paths';
export { useSaveAnswer, type SaveAnswerInput } from './mutations/use-save-answer';
export { withdrawalOf } from './mutations/withdrawal';
export { useQuestionVisibility, type QuestionVisibilityInput } from './mutations/use-question-visibility';
export { saveOwnQuestion, deleteOwnQuestion, type SaveOwnQuestionInput, type OwnQuestionContext } from './mutations/own-questions';
export { useSaveOwnQuestion, useDeleteOwnQuestion } from './mutations/use-own-questions';
export { addPhrasing, savePhrasings, type PhrasingsContext } from './mutations/phrasings-writes';
export { useAddPhrasing, useSavePhrasings } from './mutations/use-phrasings-writes';
export { useAttachmentFiles, type AttachmentFiles, type AttachmentTarget } from './mutations/use-attachment-upload';

export { importDefaultAnswers, type ImportDefaultAnswersOptions, type ImportResult } from './import/import-default-answers';
export { needsImport } from './import/needs-import';

export { acceptStandardAnswers, standardAnswersToAccept, type AcceptStandardAnswersOptions } from './accept/accept-standard-answers';
export { useAcceptStandardAnswers, type AcceptStandardAnswersInput } from './accept/use-accept-standard-answers';
export { useFaqImport, type FaqImportState } from './import/use-faq-import';
