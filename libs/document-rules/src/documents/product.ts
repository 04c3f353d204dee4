import { CURRENCIES } from '@console/assistant-contract';
import { LOCALES } from '@console/locale';
import {
  hasOnly,
  isMap,
  notAbove,
  optionalAmount,
  optionalBool,
  optionalChoice,
  optionalMatch,
  optionalPercent,
  notAfterDay,
  optionalWholeNumber,
  requiredChoice,
  requiredString,
  serverTimeOrKept,
  type Fields,
} from '../field-checks';
import { CALENDAR_DAY_PATTERN, EMAIL_PATTERN, HTTPS_URL_PATTERN } from '../formats';
import { MAX_ACCOUNT_EMAIL_LENGTH } from '../limits';
import {
  ACCOUNT_OWNERSHIPS,
  CARD_BRAND_IDS,
  CARD_TYPES,
  DEPOSIT_TERMS_MONTHS,
  DEPOSIT_TYPES,
  INTEREST_FREQUENCIES,
  LOAN_CATEGORIES,
  MAX_NAME_LENGTH,
  MAX_PENALTY_TEXT_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_URL_LENGTH,
} from '../product-choices';
import { validStoredFile, type WriteContext } from '../write-context';

const validUrl = (fields: Fields) => optionalMatch(fields, 'url', MAX_URL_LENGTH, HTTPS_URL_PATTERN);
const validDestinationEmail = (fields: Fields) => optionalMatch(fields, 'destinationEmail', MAX_ACCOUNT_EMAIL_LENGTH, EMAIL_PATTERN);

/*
 * A write may evaluate at most 1,000 expressions in Firestore's rules, and a product with every field set
 * must fit. So the server checks, as the rules can afford them: every map's keys, the types, a product's
 * formats and choices, its own figures' ranges and order; inside the nested rate maps only that each
 * value is a number, and of the texts that they are strings within the sum of their fields' limits.
 * Each field's own range and length is the forms' (libs/products-data/src/rules): a bank can only
 * spoil its own draft by skipping them.
 */

/** A map of rates with only `keys`, each a number. */
const numbersOnly =
  (keys: readonly string[]) =>
  (rates: unknown): boolean =>
    isMap(rates) && hasOnly(rates, keys) && Object.values(rates).every((value) => typeof value === 'number');

/** A product's texts in one language: its name, and strings only, at most the sum of their limits together. */
const productTexts = (limits: Readonly<Record<string, number>> & { name: number }) => {
  const keys = Object.keys(limits);
  const total = Object.values(limits).reduce((sum, limit) => sum + limit, 0);
  return (texts: Fields) =>
    hasOnly(texts, keys) &&
    requiredString(texts, 'name', limits.name) &&
    Object.values(texts).every((text) => typeof text === 'string') &&
    Object.values(texts).reduce<number>((sum, text) => sum + (text as string).length, 0) <= total;
};

/**
 * What loans and deposits state beyond their figures: an amount in denars with a EUR clause (only for
 * denars), and the first and last day of the offer.
 */
const validOfferTerms = (fields: Fields) =>
  optionalBool(fields, 'eurClause') &&
  (fields['eurClause'] !== true || fields['currency'] === 'MKD') &&
  optionalMatch(fields, 'validFrom', 10, CALENDAR_DAY_PATTERN) &&
  optionalMatch(fields, 'validUntil', 10, CALENDAR_DAY_PATTERN) &&
  notAfterDay(fields, 'validFrom', 'validUntil');

const validCardFields = (fields: Fields) =>
  hasOnly(fields, ['type', 'brand', 'currency', 'url', 'price', 'minMonthlyPayment', 'maxInstallments', 'gracePeriodDays', 'maxCreditLimit', 'overdraftLimit', 'destinationEmail']) &&
  requiredChoice(fields, 'type', CARD_TYPES) &&
  requiredChoice(fields, 'brand', CARD_BRAND_IDS) &&
  requiredChoice(fields, 'currency', CURRENCIES) &&
  validUrl(fields) &&
  ['price', 'minMonthlyPayment', 'maxCreditLimit', 'overdraftLimit'].every((key) => optionalAmount(fields, key)) &&
  ['maxInstallments', 'gracePeriodDays'].every((key) => optionalWholeNumber(fields, key)) &&
  validDestinationEmail(fields);

const validCardTexts = productTexts({ name: MAX_NAME_LENGTH, bankName: MAX_NAME_LENGTH, highlights: MAX_TEXT_LENGTH });

const validRateRange = numbersOnly(['min', 'max']);

const validLoanFields = (fields: Fields) =>
  hasOnly(fields, [
    'category',
    'currency',
    'url',
    'gracePeriodMonths',
    'minAmount',
    'maxAmount',
    'minInstalment',
    'instalmentAmount',
    'minDurationMonths',
    'maxDurationMonths',
    'minParticipationPercent',
    'fixedRate',
    'variableRate',
    'effectiveRate',
    'fixedRateYears',
    'destinationEmail',
    'eurClause',
    'validFrom',
    'validUntil',
  ]) &&
  validOfferTerms(fields) &&
  requiredChoice(fields, 'category', LOAN_CATEGORIES) &&
  requiredChoice(fields, 'currency', CURRENCIES) &&
  validUrl(fields) &&
  validDestinationEmail(fields) &&
  optionalPercent(fields, 'effectiveRate') &&
  optionalWholeNumber(fields, 'fixedRateYears') &&
  ['minAmount', 'maxAmount', 'minInstalment', 'instalmentAmount'].every((key) => optionalAmount(fields, key)) &&
  notAbove(fields, 'minAmount', 'maxAmount') &&
  ['gracePeriodMonths', 'minDurationMonths', 'maxDurationMonths'].every((key) => optionalWholeNumber(fields, key)) &&
  notAbove(fields, 'minDurationMonths', 'maxDurationMonths') &&
  optionalPercent(fields, 'minParticipationPercent') &&
  (fields['fixedRate'] === undefined || validRateRange(fields['fixedRate'])) &&
  (fields['variableRate'] === undefined || validRateRange(fields['variableRate']));

const validLoanTexts = productTexts({ name: MAX_NAME_LENGTH, fees: MAX_SHORT_TEXT_LENGTH });

const validDepositRate = numbersOnly(['base', 'minimum', 'yearlyRate', 'validityMonths', 'periodMonths', 'demand']);

/** A deposit's yearly rate per term: `{ [months]: percent }`, for the known terms only. */
const validTermRates = numbersOnly(DEPOSIT_TERMS_MONTHS);

const validDepositFields = (fields: Fields) =>
  hasOnly(fields, [
    'type',
    'currency',
    'url',
    'destinationEmail',
    'minAmount',
    'frequency',
    'ownership',
    'partialWithdrawal',
    'earlyTermination',
    'fixedRate',
    'variableRate',
    'eurClause',
    'validFrom',
    'validUntil',
    'termRates',
  ]) &&
  validOfferTerms(fields) &&
  (fields['termRates'] === undefined || validTermRates(fields['termRates'])) &&
  requiredChoice(fields, 'type', DEPOSIT_TYPES) &&
  requiredChoice(fields, 'currency', CURRENCIES) &&
  validUrl(fields) &&
  validDestinationEmail(fields) &&
  optionalAmount(fields, 'minAmount') &&
  optionalChoice(fields, 'frequency', INTEREST_FREQUENCIES) &&
  optionalChoice(fields, 'ownership', ACCOUNT_OWNERSHIPS) &&
  optionalBool(fields, 'partialWithdrawal') &&
  optionalBool(fields, 'earlyTermination') &&
  (fields['fixedRate'] === undefined || validDepositRate(fields['fixedRate'])) &&
  (fields['variableRate'] === undefined || validDepositRate(fields['variableRate']));

const validDepositTexts = productTexts({
  name: MAX_NAME_LENGTH,
  shortDescription: MAX_SHORT_TEXT_LENGTH,
  fullDescription: MAX_TEXT_LENGTH,
  shortConditions: MAX_SHORT_TEXT_LENGTH,
  fullConditions: MAX_TEXT_LENGTH,
  earlyWithdrawalPenalty: MAX_PENALTY_TEXT_LENGTH,
});

const byKind: Record<string, { fields: (fields: Fields) => boolean; texts: (texts: Fields) => boolean }> = {
  cards: { fields: validCardFields, texts: validCardTexts },
  loans: { fields: validLoanFields, texts: validLoanTexts },
  deposits: { fields: validDepositFields, texts: validDepositTexts },
};

/** `mode/{mode}/accounts/{uid}/products/{locale}/{kind}/{productId}` (StoredProduct of products-data). */
export function validProduct(data: Fields, context: WriteContext): boolean {
  const { locale, kind = '' } = context.params;
  const rules = byKind[kind];
  const { fields, texts, photo } = data;
  const photoBefore = context.before && isMap(context.before['photo']) ? context.before['photo'] : null;
  return (
    rules !== undefined &&
    LOCALES.some((code) => code === locale) &&
    hasOnly(data, ['fields', 'texts', 'photo', 'translated', 'sourceLocale', 'hidden', 'createdAt', 'updatedAt']) &&
    isMap(fields) &&
    rules.fields(fields) &&
    isMap(texts) &&
    rules.texts(texts) &&
    (photo === undefined || photo === null || (isMap(photo) && hasOnly(photo, ['path', 'url']) && validStoredFile(photo, photoBefore, 'url', context))) &&
    optionalBool(data, 'translated') &&
    optionalBool(data, 'hidden') &&
    optionalChoice(data, 'sourceLocale', LOCALES) &&
    serverTimeOrKept(data, context.before, 'createdAt', context.now) &&
    serverTimeOrKept(data, context.before, 'updatedAt', context.now)
  );
}
