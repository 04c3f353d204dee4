import { CURRENCIES, MAX_CONSENT_LENGTH } from '@console/assistant-contract';
import { LOCALES } from '@console/locale';
import { hasOnly, isMap, optionalLocaleTexts, optionalString, requiredChoice, requiredString, type Fields } from '../field-checks';
import { MAX_ALLOWED_DOMAINS, isAllowedDomain } from '../formats';
import { MAX_ACCOUNT_TEXT_LENGTH, MAX_PHONE_LENGTH } from '../limits';
import type { WriteContext } from '../write-context';

const optionalStringOrNull = (fields: Fields, key: string, maxLength: number) => fields[key] === null || optionalString(fields, key, maxLength);
/** Host names or `*.bank.mk` wildcards, each as the embed page stores it. */
const validDomainList = (fields: Fields) => {
  const domains = fields['allowedDomains'];
  return domains === undefined || (Array.isArray(domains) && domains.length <= MAX_ALLOWED_DOMAINS && domains.every(isAllowedDomain));
};
const hexColour = (value: unknown) => typeof value === 'string' && /^(#[0-9A-Fa-f]{6})?$/u.test(value);

/** `mode/{mode}/accounts/{uid}/publication/state`: the public id, once set, never changes. */
export function validPublicationState(data: Fields, { before, now }: WriteContext): boolean {
  const fingerprints = data['fingerprints'];
  return (
    hasOnly(data, ['assistantId', 'version', 'publishedAt', 'fingerprints', 'allowedDomains']) &&
    optionalString(data, 'assistantId', 40) &&
    (before === null || before['assistantId'] === undefined || data['assistantId'] === before['assistantId']) &&
    optionalStringOrNull(data, 'version', 40) &&
    (data['publishedAt'] === undefined || data['publishedAt'] === null || data['publishedAt'] === now || data['publishedAt'] === before?.['publishedAt']) &&
    (fingerprints === undefined || fingerprints === null || (isMap(fingerprints) && hasOnly(fingerprints, ['assistant', 'faq', 'products']))) &&
    validDomainList(data)
  );
}

/** `mode/{mode}/assistants/{assistantId}`: created once, naming its verified owner. */
export function validAssistantRecord(data: Fields, { before, now, requester }: WriteContext): boolean {
  return before === null && hasOnly(data, ['owner', 'createdAt']) && requester?.emailVerified === true && data['owner'] === requester.uid && data['createdAt'] === now;
}

/** `mode/{mode}/published/{assistantId}`: what customers see of the bank. */
export function validPublishedHead(data: Fields, { now }: WriteContext): boolean {
  const { assistant, bank, parts } = data;
  return (
    hasOnly(data, ['version', 'parts', 'publishedAt', 'assistant', 'bank', 'allowedDomains', 'timeZone', 'currency']) &&
    requiredString(data, 'version', 40) &&
    Array.isArray(parts) &&
    parts.length <= 200 &&
    data['publishedAt'] === now &&
    isMap(assistant) &&
    hasOnly(assistant, ['name', 'names', 'bubbleColor', 'photo']) &&
    optionalString(assistant, 'name', MAX_ACCOUNT_TEXT_LENGTH) &&
    optionalLocaleTexts(assistant, 'names', MAX_ACCOUNT_TEXT_LENGTH) &&
    hexColour(assistant['bubbleColor']) &&
    (assistant['photo'] === null || assistant['photo'] === undefined || isMap(assistant['photo'])) &&
    isMap(bank) &&
    hasOnly(bank, ['name', 'names', 'phone', 'location', 'consent']) &&
    optionalLocaleTexts(bank, 'consent', MAX_CONSENT_LENGTH) &&
    optionalString(bank, 'name', MAX_ACCOUNT_TEXT_LENGTH) &&
    optionalLocaleTexts(bank, 'names', MAX_ACCOUNT_TEXT_LENGTH) &&
    optionalString(bank, 'phone', MAX_PHONE_LENGTH) &&
    optionalString(bank, 'location', MAX_ACCOUNT_TEXT_LENGTH) &&
    validDomainList(data) &&
    requiredString(data, 'timeZone', 64) &&
    requiredChoice(data, 'currency', CURRENCIES)
  );
}

/** What a publish learned (`StoredIntentModel`): its size is bounded by the document's. */
const validLearnedModel = (model: unknown): boolean =>
  model === undefined ||
  (isMap(model) &&
    hasOnly(model, ['format', 'labels', 'bias', 'temperature', 'scale', 'features', 'weights']) &&
    Array.isArray(model['labels']) &&
    Array.isArray(model['bias']) &&
    typeof model['weights'] === 'string');

/** `mode/{mode}/published/{assistantId}/parts/{partId}`: the rules cannot look inside list items either. */
export function validPublishedPart(data: Fields): boolean {
  const { faqs, products } = data;
  return (
    hasOnly(data, ['locale', 'faqs', 'products', 'model']) &&
    validLearnedModel(data['model']) &&
    requiredChoice(data, 'locale', LOCALES) &&
    Array.isArray(faqs) &&
    faqs.length <= 1000 &&
    Array.isArray(products) &&
    products.length <= 1000
  );
}
