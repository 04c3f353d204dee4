import { BANK_TIME_ZONES, CURRENCIES, MAX_CONSENT_LENGTH } from '@console/assistant-contract';
import { LOCALES } from '@console/locale';
import { hasOnly, isMap, optionalChoice, optionalLocaleTexts, optionalMatch, optionalString, requiredChoice, serverTimeOrKept, type Fields } from '../field-checks';
import { EMAIL_PATTERN } from '../formats';
import { ACCOUNT_TEXT_LIMITS, CUSTOMER_TYPES } from '../limits';
import { validStoredFile, type WriteContext } from '../write-context';

const { profile: profileLimits, assistant: assistantLimits, bank: bankLimits } = ACCOUNT_TEXT_LIMITS;

function validProfile(profile: Fields, before: Fields | null, context: WriteContext): boolean {
  return (
    hasOnly(profile, ['name', 'surname', 'company', 'language', 'customerType', 'updatedAt']) &&
    optionalString(profile, 'name', profileLimits.name) &&
    optionalString(profile, 'surname', profileLimits.surname) &&
    optionalString(profile, 'company', profileLimits.company) &&
    optionalChoice(profile, 'language', LOCALES) &&
    optionalChoice(profile, 'customerType', CUSTOMER_TYPES) &&
    serverTimeOrKept(profile, before, 'updatedAt', context.now)
  );
}

function validAssistant(assistant: Fields, before: Fields | null, context: WriteContext): boolean {
  const avatar = assistant['avatar'];
  const avatarBefore = before && isMap(before['avatar']) ? before['avatar'] : null;
  return (
    hasOnly(assistant, ['name', 'names', 'bubbleColor', 'avatar']) &&
    optionalString(assistant, 'name', assistantLimits.name) &&
    optionalLocaleTexts(assistant, 'names', assistantLimits.name) &&
    optionalMatch(assistant, 'bubbleColor', 7, /^(#[0-9A-Fa-f]{6})?$/u) &&
    (avatar === undefined || (isMap(avatar) && hasOnly(avatar, ['default', 'path']) && validStoredFile(avatar, avatarBefore, 'default', context)))
  );
}

function validBank(bank: Fields): boolean {
  return (
    hasOnly(bank, ['name', 'names', 'location', 'contact', 'phone', 'destinationEmail', 'timeZone', 'currency', 'consent']) &&
    optionalString(bank, 'name', bankLimits.name) &&
    optionalLocaleTexts(bank, 'names', bankLimits.name) &&
    optionalString(bank, 'location', bankLimits.location) &&
    optionalString(bank, 'contact', bankLimits.contact) &&
    optionalString(bank, 'phone', bankLimits.phone) &&
    (bank['destinationEmail'] === '' || optionalMatch(bank, 'destinationEmail', bankLimits.destinationEmail, EMAIL_PATTERN)) &&
    optionalChoice(bank, 'timeZone', BANK_TIME_ZONES) &&
    optionalChoice(bank, 'currency', CURRENCIES) &&
    optionalLocaleTexts(bank, 'consent', MAX_CONSENT_LENGTH)
  );
}

function validFaqImport(faqImport: Fields, before: Fields | null, context: WriteContext): boolean {
  const done = faqImport['done'] ?? 0;
  const total = faqImport['total'] ?? 0;
  return (
    hasOnly(faqImport, ['status', 'done', 'total', 'finishedAt']) &&
    requiredChoice(faqImport, 'status', ['running', 'done']) &&
    Number.isInteger(done) &&
    Number.isInteger(total) &&
    (done as number) >= 0 &&
    (done as number) <= (total as number) &&
    serverTimeOrKept(faqImport, before, 'finishedAt', context.now)
  );
}

const section = (data: Fields | null, key: string): Fields | null => (data && isMap(data[key]) ? data[key] : null);

/** `mode/{mode}/accounts/{uid}`: every section optional; what is checked is the document after the write. */
export function validAccount(data: Fields, context: WriteContext): boolean {
  const { before } = context;
  const check = (key: string, valid: (value: Fields, previous: Fields | null) => boolean) => data[key] === undefined || (isMap(data[key]) && valid(data[key], section(before, key)));
  return (
    hasOnly(data, ['profile', 'assistant', 'bank', 'faqImport']) &&
    check('profile', (value, previous) => validProfile(value, previous, context)) &&
    check('assistant', (value, previous) => validAssistant(value, previous, context)) &&
    check('bank', (value) => validBank(value)) &&
    check('faqImport', (value, previous) => validFaqImport(value, previous, context))
  );
}
