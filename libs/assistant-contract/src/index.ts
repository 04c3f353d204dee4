export {
  ANALYTICS_SHARDS,
  CHANNELS,
  COUNTERS,
  FIRST_VISIT,
  LOCAL_HOST_PATTERN,
  MAX_ANSWERED_WITH_LENGTH,
  MAX_UNANSWERED_QUESTION_LENGTH,
  MAX_VISIT_GAP_DAYS,
  MAX_VISIT_GAP_MONTHS,
  type Channel,
  type Counter,
  type DayCounters,
  type MonthCounters,
  type UnansweredQuestion,
  type VisitGap,
  WEB_ORIGIN_PATTERN,
  refusedWebsiteId,
  type RefusedWebsite,
} from './analytics-counters';
export {
  BANK_TIME_ZONES,
  type BankTimeZone,
  DEFAULT_CURRENCY,
  MAX_CONSENT_LENGTH,
  DEFAULT_TIME_ZONE,
  LEAD_EMAIL_PATTERN,
  LEAD_LIMITS,
  LEAD_PHONE_PATTERN,
  MAX_PART_BYTES,
  leadMailDetails,
  nameIn,
  type NamesInLanguages,
  type Lead,
  type LeadMailDetails,
  type PublishedAttachment,
  type PublishedFaq,
  type PublishedHead,
  type PublishedPart,
} from './published-assistant';
export { dayNumber, monthNumber, monthVisitGap, uniqueMonthlyVisitors, uniqueVisitors, visitGap, type DayVisits, type MonthVisits } from './visit-gaps';
export { dayIn } from './calendar-day';
export { CALENDAR_DAY_PATTERN, offeredOn, shownToCustomersOn, type OfferDates } from './product-validity';
export { leadRecipient, type ReadDocument } from './lead-recipient';
export { PREVIEW_SOURCE, isPreviewDraft, isPreviewReady, type PreviewDraft, type PreviewReady, type PublishedAssistant } from './preview-protocol';
export { CHAT_EVENT_KEYS, CHAT_EVENT_KINDS, counterAdditions, counterDocuments, type ChatEvent, type CounterDocument, type ChatEventKind, type CounterAddition, type LeadEvent, type QuestionEvent, type SessionEvent } from './chat-events';
export { countChatEvent, isChatEventPath, type CounterStore } from './chat-event-counting';
export { MAX_LEAD_MAILS_PER_DAY, mayEmailLead } from './lead-mail-limit';
export { DAILY_CAPS, keepWithinDailyCap, type CappedKind, type CountOne } from './daily-caps';
export type { PublishedDepositRate, PublishedProduct, PublishedProductFields, PublishedProductTexts, PublishedRateRange } from './published-product';
export { CURRENCIES, type Currency } from './currencies';
export type { PublishedFile } from './published-file';
export type { StoredIntentModel } from './published-model';
