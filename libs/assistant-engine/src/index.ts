export type { KnowledgeEntry } from './knowledge';
export { buildAnswerIndex, type AnswerIndex } from './answer-index';
export { findAnswer, rankEntries, ANSWER_THRESHOLD, SUGGESTION_THRESHOLD, type AnswerResult, type ScoredEntry } from './find-answer';
export { contentWords } from './tokenize';
export { monthlyInstalment, withinTerms, type LoanTerms } from './instalment';
export { messageLocale } from './message-locale';
