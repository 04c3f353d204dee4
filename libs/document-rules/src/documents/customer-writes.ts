/**
 * What anyone may write for a published assistant, a customer who is not signed in included, judged on
 * the document as the write leaves it (as Firestore's rules see it): the chat's events, questions it
 * could not answer, requests to be contacted, and websites that framed it without being allowed.
 */
import {
  CHANNELS,
  CHAT_EVENT_KEYS,
  CHAT_EVENT_KINDS,
  CURRENCIES,
  FIRST_VISIT,
  LEAD_EMAIL_PATTERN,
  LEAD_LIMITS,
  LEAD_PHONE_PATTERN,
  MAX_ANSWERED_WITH_LENGTH,
  MAX_UNANSWERED_QUESTION_LENGTH,
  MAX_VISIT_GAP_DAYS,
  MAX_VISIT_GAP_MONTHS,
  WEB_ORIGIN_PATTERN,
  refusedWebsiteId,
} from '@console/assistant-contract';
import { LOCALES } from '@console/locale';
import { hasOnly, requiredChoice, requiredString, type Fields } from '../field-checks';
import { CALENDAR_DAY_PATTERN } from '../formats';
import type { WriteContext } from '../write-context';

const GAP_PATTERN = /^[1-9][0-9]{0,3}$/u;
/** A visit counted by days (or months) since the previous one, `new` for a first visit, or null (not counted). */
const visitGap = (value: unknown, max: number) => value === null || value === FIRST_VISIT || (typeof value === 'string' && GAP_PATTERN.test(value) && Number(value) <= max);
const wholeNumberUpTo = (max: number) => (value: unknown) => value === null || (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max);
const wholeAmount = wholeNumberUpTo(LEAD_LIMITS.amount);
/** A loan's term in whole months; absent in requests written before terms were sent. */
const termOrNone = (value: unknown) => value === undefined || wholeNumberUpTo(LEAD_LIMITS.termMonths)(value);
const where = (data: Fields) => requiredChoice(data, 'channel', CHANNELS) && requiredChoice(data, 'locale', LOCALES);

/** `mode/{mode}/analytics/{assistantId}/events/{eventId}`: a new event, dated by the server. */
export function validChatEvent(data: Fields, { before, now }: WriteContext): boolean {
  const kind = CHAT_EVENT_KINDS.find((name) => name === data['kind']);
  if (before !== null || !kind || !hasOnly(data, CHAT_EVENT_KEYS[kind]) || !where(data) || data['createdAt'] !== now) return false;
  switch (kind) {
    case 'session':
      return visitGap(data['dayGap'], MAX_VISIT_GAP_DAYS) && visitGap(data['monthGap'], MAX_VISIT_GAP_MONTHS);
    case 'question':
      return typeof data['answered'] === 'boolean' && typeof data['first'] === 'boolean';
    case 'lead':
      return wholeAmount(data['amount']);
  }
}

/**
 * `mode/{mode}/analytics/{assistantId}/unanswered/{eventId}`: a new question, its language, channel and
 * day, and the entry it was answered with when the customer said that was not what they asked.
 */
export function validUnansweredQuestion(data: Fields, { before }: WriteContext): boolean {
  return (
    before === null &&
    hasOnly(data, ['question', 'locale', 'channel', 'day', 'answeredWith']) &&
    requiredString(data, 'question', MAX_UNANSWERED_QUESTION_LENGTH) &&
    (!('answeredWith' in data) || requiredString(data, 'answeredWith', MAX_ANSWERED_WITH_LENGTH)) &&
    where(data) &&
    typeof data['day'] === 'string' &&
    CALENDAR_DAY_PATTERN.test(data['day'])
  );
}

const textOrNull = (value: unknown, max: number) => value === null || (typeof value === 'string' && value.length <= max);

/** `mode/{mode}/leads/{assistantId}/items/{leadId}`: a new request, dated by the server, not yet handled. */
export function validNewLead(data: Fields, { before, now }: WriteContext): boolean {
  const contact = data['contact'];
  return (
    before === null &&
    hasOnly(data, ['name', 'contact', 'productId', 'productName', 'amount', 'termMonths', 'currency', 'locale', 'channel', 'createdAt', 'handled', 'consentText']) &&
    // What the customer agreed to, kept with the request (GDPR art. 7(1): the bank can show the consent).
    requiredString(data, 'consentText', LEAD_LIMITS.consentText) &&
    requiredString(data, 'name', LEAD_LIMITS.name) &&
    // One line: the name goes into the subject of the bank's e-mail.
    !/[\r\n]/u.test(data['name'] as string) &&
    typeof contact === 'string' &&
    contact.length <= LEAD_LIMITS.contact &&
    (LEAD_EMAIL_PATTERN.test(contact) || LEAD_PHONE_PATTERN.test(contact)) &&
    textOrNull(data['productId'], 100) &&
    textOrNull(data['productName'], LEAD_LIMITS.productName) &&
    wholeAmount(data['amount']) &&
    termOrNone(data['termMonths']) &&
    requiredChoice(data, 'currency', CURRENCIES) &&
    where(data) &&
    data['createdAt'] === now &&
    data['handled'] === false
  );
}

/**
 * `mode/{mode}/analytics/{assistantId}/refused/{originId}`: one more sighting of a website, under the id
 * of its own origin, dated by the server.
 */
export function validRefusedWebsite(data: Fields, { before, now, params }: WriteContext): boolean {
  const { origin, count } = data;
  const previous = before === null ? 0 : before['count'];
  return (
    hasOnly(data, ['origin', 'lastSeenAt', 'count']) &&
    typeof origin === 'string' &&
    WEB_ORIGIN_PATTERN.test(origin) &&
    refusedWebsiteId(origin) === params['originId'] &&
    (before === null || before['origin'] === origin) &&
    data['lastSeenAt'] === now &&
    typeof previous === 'number' &&
    count === previous + 1
  );
}
