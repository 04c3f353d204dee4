export { firstAnswering, type Answerer } from './answerer';
export { answerMessage } from './answer-message';
export { ANSWER_MEASURE, catalogueModelOrNone, publishedAnswerer } from './published-answerer';
export { contentIn, knowledgeOf, type LocaleContent } from './published-knowledge';
export { respond, respondToChoice, type QuestionAsked, type Reply, type Turn } from './respond';
