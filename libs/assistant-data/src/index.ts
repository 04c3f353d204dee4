export { readPublishedAssistant, readPublishedOnDemand, type PublishedOnDemand } from './published-reader';
export { isAllowedOrigin } from './allowed-domains';
export { firestoreRestReader, fromRestValue, type DocumentReader, type FirestoreRestConfig } from './firestore-rest-reader';
export { reportRefusedWebsite } from './refused-website';
export { emailDestinationNotice, emailNewLead, leadMailText, type MailStore, type MailTexts, type MailTranslate } from './lead-mail';
export { chatCounters, type ChatCountersOptions, type CounterWrite, type EventCreate, type VisitMemory } from './chat-counters';
export { withoutPersonalData } from './personal-data-mask';
export { firestoreRestCounterWrite, firestoreRestEventCreate } from './firestore-rest-counters';
export { isPhoneOrEmail, leadDocument, leadProblems, submitLead, type LeadInput, type LeadProblem } from './leads';
