import {
  CHANNELS,
  COUNTERS,
  FIRST_VISIT,
  LEAD_LIMITS,
  MAX_UNANSWERED_QUESTION_LENGTH,
  MAX_VISIT_GAP_DAYS,
  MAX_VISIT_GAP_MONTHS,
  WEB_ORIGIN_PATTERN,
  refusedWebsiteId,
} from '@console/assistant-contract';
import { LOCALES } from '@console/locale';
import { SERVER_TIMESTAMP, isIncrement, isSentinel, type WriteOperation } from '../ports/document-port';

const DAY_DOCUMENT = /^mode\/[^/]+\/analytics\/[^/]+\/days\/(\d{4}-\d{2}-\d{2})_\d$/u;
const MONTH_DOCUMENT = /^mode\/[^/]+\/analytics\/[^/]+\/months\/(\d{4}-\d{2})_\d$/u;
/** The largest single addition: one event, or one lead's amount. */
const MAX_ADDITION = 100_000_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value) && !isIncrement(value);

/** Every leaf of a map of `levels` known key sets is an increment that `leafOk` accepts. */
function incrementsOnly(value: unknown, levels: ReadonlyArray<(key: string) => boolean>, leafOk: (by: number) => boolean): boolean {
  const [level, ...deeper] = levels;
  if (!level) return isIncrement(value) && Number.isInteger(value.by) && leafOk(value.by);
  return isRecord(value) && Object.entries(value).every(([key, inner]) => level(key) && incrementsOnly(inner, deeper, leafOk));
}

const oneOf = (values: readonly string[]) => (key: string) => values.includes(key);
const gapUpTo = (max: number) => (key: string) => key === FIRST_VISIT || (/^\d+$/u.test(key) && Number(key) >= 1 && Number(key) <= max);

/**
 * What anyone, a signed-out customer included, may write to an assistant's day or month counters: a
 * merge that only adds small positive whole numbers to known counters, channels, languages and visit
 * gaps, and names the document's own day or month. The local mirror of the counters' Firestore rule.
 */
export function isCounterIncrement(operation: WriteOperation): boolean {
  if (operation.type !== 'set' || !operation.merge) return false;
  const day = DAY_DOCUMENT.exec(operation.path)?.[1];
  const month = MONTH_DOCUMENT.exec(operation.path)?.[1];
  const unit = day ? 'day' : 'month';
  const { [unit]: named, counts, visits, ...other } = operation.data;
  if ((!day && !month) || Object.keys(other).length > 0 || named !== (day ?? month)) return false;
  const isGap = gapUpTo(day ? MAX_VISIT_GAP_DAYS : MAX_VISIT_GAP_MONTHS);
  const countsOk = counts === undefined || incrementsOnly(counts, [oneOf(COUNTERS), oneOf(CHANNELS), oneOf(LOCALES)], (by) => by >= 1 && by <= MAX_ADDITION);
  const visitsOk = visits === undefined || incrementsOnly(visits, [oneOf(CHANNELS), oneOf(LOCALES), isGap], (by) => by === 1);
  return countsOk && visitsOk;
}

const UNANSWERED_DOCUMENT = /^mode\/[^/]+\/analytics\/[^/]+\/unanswered\/[^/]+$/u;

/**
 * What anyone may add to an assistant's unanswered questions: one new document with the question (at
 * most the kept length), its language, channel and day, nothing else.
 */
export function isUnansweredQuestion(operation: WriteOperation): boolean {
  if (!UNANSWERED_DOCUMENT.test(operation.path) || operation.type !== 'set' || operation.merge) return false;
  const { question, locale, channel, day, ...other } = operation.data;
  return (
    Object.keys(other).length === 0 &&
    typeof question === 'string' &&
    question.length > 0 &&
    question.length <= MAX_UNANSWERED_QUESTION_LENGTH &&
    typeof locale === 'string' &&
    LOCALES.some((code) => code === locale) &&
    typeof channel === 'string' &&
    CHANNELS.some((name) => name === channel) &&
    typeof day === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/u.test(day)
  );
}

const LEAD_DOCUMENT = /^mode\/[^/]+\/leads\/[^/]+\/items\/[^/]+$/u;
const text = (value: unknown, max: number) => typeof value === 'string' && value.trim().length > 0 && value.length <= max;
const textOrNull = (value: unknown, max: number) => value === null || text(value, max);

/**
 * What anyone may leave for a bank: one new request with a name, a contact, the product and amount or
 * nothing, the language, channel and currency, stamped with the server's time and not yet handled.
 */
export function isNewLead(operation: WriteOperation): boolean {
  if (!LEAD_DOCUMENT.test(operation.path) || operation.type !== 'set' || operation.merge) return false;
  const { name, contact, productId, productName, amount, currency, locale, channel, createdAt, handled, ...other } = operation.data;
  return (
    Object.keys(other).length === 0 &&
    text(name, LEAD_LIMITS.name) &&
    text(contact, LEAD_LIMITS.contact) &&
    textOrNull(productId, 100) &&
    textOrNull(productName, LEAD_LIMITS.productName) &&
    (amount === null || (typeof amount === 'number' && Number.isInteger(amount) && amount > 0 && amount <= LEAD_LIMITS.amount)) &&
    text(currency, 3) &&
    LOCALES.some((code) => code === locale) &&
    CHANNELS.some((name) => name === channel) &&
    isSentinel(createdAt, SERVER_TIMESTAMP) &&
    handled === false
  );
}

const REFUSED_DOCUMENT = /^mode\/[^/]+\/analytics\/[^/]+\/refused\/([^/]+)$/u;

/**
 * What anyone may report of a website that framed the chat without being allowed: a merge naming the
 * origin (its own document), the day, and a count that grows by one.
 */
export function isRefusedWebsiteReport(operation: WriteOperation): boolean {
  const id = REFUSED_DOCUMENT.exec(operation.path)?.[1];
  if (!id || operation.type !== 'set' || !operation.merge) return false;
  const { origin, day, count, ...other } = operation.data;
  return (
    Object.keys(other).length === 0 &&
    typeof origin === 'string' &&
    WEB_ORIGIN_PATTERN.test(origin) &&
    refusedWebsiteId(origin) === id &&
    typeof day === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/u.test(day) &&
    isIncrement(count) &&
    count.by === 1
  );
}
