export { TryQuestionBox } from './TryQuestionBox';
export { TryQuestionDisclosure } from './TryQuestionDisclosure';
export type { TriedMessage, TryAnswerer } from './try-question-types';
