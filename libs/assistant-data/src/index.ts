export { readPublishedAssistant } from './published-reader';
export { isAllowedOrigin } from './allowed-domains';
export { contentIn, knowledgeOf, type LocaleContent } from './published-knowledge';
export { firestoreRestReader, fromRestValue, type DocumentReader, type FirestoreRestConfig } from './firestore-rest-reader';
export { reportRefusedWebsite } from './refused-website';
export { chatCounters, type ChatCountersOptions, type CounterWrite, type EventCreate, type VisitMemory } from './chat-counters';
export { withoutPersonalData } from './personal-data-mask';
export { firestoreRestCounterWrite, firestoreRestEventCreate } from './firestore-rest-counters';
export { isPhoneOrEmail, leadDocument, leadProblems, submitLead, type LeadInput, type LeadProblem } from './leads';
