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
  optionalString,
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

const validCardTexts = (texts: Fields) =>
  hasOnly(texts, ['name', 'bankName', 'highlights']) &&
  requiredString(texts, 'name', MAX_NAME_LENGTH) &&
  optionalString(texts, 'bankName', MAX_NAME_LENGTH) &&
  optionalString(texts, 'highlights', MAX_TEXT_LENGTH);

const validRateRange = (range: unknown) =>
  isMap(range) && hasOnly(range, ['min', 'max']) && optionalPercent(range, 'min') && optionalPercent(range, 'max') && notAbove(range, 'min', 'max');

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

const validLoanTexts = (texts: Fields) =>
  hasOnly(texts, ['name', 'fees']) && requiredString(texts, 'name', MAX_NAME_LENGTH) && optionalString(texts, 'fees', MAX_SHORT_TEXT_LENGTH);

const validDepositRate = (rate: unknown) =>
  isMap(rate) &&
  hasOnly(rate, ['base', 'minimum', 'yearlyRate', 'validityMonths', 'periodMonths', 'demand']) &&
  ['base', 'minimum', 'yearlyRate', 'demand'].every((key) => optionalPercent(rate, key)) &&
  notAbove(rate, 'minimum', 'yearlyRate') &&
  optionalWholeNumber(rate, 'validityMonths') &&
  optionalWholeNumber(rate, 'periodMonths');

/** A deposit's yearly rate per term: `{ [months]: percent }`, for the known terms only. */
const validTermRates = (rates: unknown) => isMap(rates) && hasOnly(rates, DEPOSIT_TERMS_MONTHS) && DEPOSIT_TERMS_MONTHS.every((months) => optionalPercent(rates, months));

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

const validDepositTexts = (texts: Fields) =>
  hasOnly(texts, ['name', 'shortDescription', 'fullDescription', 'shortConditions', 'fullConditions', 'earlyWithdrawalPenalty']) &&
  requiredString(texts, 'name', MAX_NAME_LENGTH) &&
  optionalString(texts, 'shortDescription', MAX_SHORT_TEXT_LENGTH) &&
  optionalString(texts, 'fullDescription', MAX_TEXT_LENGTH) &&
  optionalString(texts, 'shortConditions', MAX_SHORT_TEXT_LENGTH) &&
  optionalString(texts, 'fullConditions', MAX_TEXT_LENGTH) &&
  optionalString(texts, 'earlyWithdrawalPenalty', MAX_PENALTY_TEXT_LENGTH);

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
