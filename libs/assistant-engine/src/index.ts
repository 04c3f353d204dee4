export type { KnowledgeEntry } from './knowledge';
export { buildAnswerIndex, type AnswerIndex } from './answer-index';
export {
  findAnswer,
  rankEntries,
  ANSWER_THRESHOLD,
  SUGGESTION_THRESHOLD,
  MODEL_ANSWER_THRESHOLD,
  MODEL_SUGGESTION_THRESHOLD,
  type AnswerResult,
  type ScoredEntry,
} from './find-answer';
export { contentWords } from './tokenize';
export { monthlyInstalment, withinTerms, type LoanTerms } from './instalment';
export { messageLocale } from './message-locale';
export { NOT_OURS, classifyMessage, type IntentModel, type IntentScore } from './model/intent-model';
export { trainIntentModel, DEFAULT_TRAINING, type LabelledMessage, type TrainingOptions } from './model/train-intent-model';
export { trainCalibratedModel } from './model/calibrate-temperature';
export { encodeIntentModel, decodeIntentModel, type StoredIntentModel } from './model/model-codec';
export { messageFeatureNames } from './model/message-features';
export { loadCatalogueModel } from './model/load-catalogue-model';
