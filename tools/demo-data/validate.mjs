import { CUSTOMER_TYPES, LIMITS, LOCALES, REQUIRED_CATEGORIES, canonicalCategory, cyrillicShare, isScenario } from './rules.mjs';

const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ENTRY_KEYS = new Set(['id', 'category', 'top', 'customer_type', 'scenario', 'type', ...LOCALES]);
const ACCOUNT_FIELDS = [
  'profile.name',
  'profile.surname',
  'profile.company',
  'profile.language',
  'profile.customerType',
  'assistant.name',
  'assistant.bubbleColor',
  'bank.name',
  'bank.location',
  'bank.contact',
  'bank.phone',
  'bank.destinationEmail',
];

/**
 * Every problem of the source tables, as readable sentences; empty when all is well.
 * Collects instead of throwing at the first one, so a translator fixes a whole batch in one go.
 */
export function validateSources({ faqs, answers, account, variants = { mk: {}, en: {}, sq: {} } }) {
  const problems = [];
  if (!Array.isArray(faqs) || faqs.length === 0) return ['The FAQ source tables are empty.'];

  const seen = new Set();
  faqs.forEach((entry, index) => problems.push(...entryProblems(entry, index, seen)));
  problems.push(...catalogueProblems(faqs));
  problems.push(...answerProblems(answers, faqs));
  problems.push(...accountProblems(account));
  problems.push(...variantProblems(variants, faqs));
  return problems;
}

const MAX_VARIANT_LENGTH = 200;

/** Variants belong to known, non-scenario questions; each is a short, distinct, non-empty text. */
function variantProblems(variants, faqs) {
  const problems = [];
  const known = new Map(faqs.map((entry) => [entry.id, entry]));
  for (const locale of LOCALES) {
    for (const [id, list] of Object.entries(variants[locale] ?? {})) {
      const entry = known.get(id);
      if (!entry) problems.push(`Variants (${locale}) for an unknown question "${id}".`);
      else if (isScenario(entry.type)) problems.push(`Variants (${locale}) for the scenario item "${id}", which the assistant never answers.`);
      if (!Array.isArray(list)) {
        problems.push(`Variants (${locale}) of "${id}" are not a list.`);
        continue;
      }
      if (new Set(list.map((text) => text.toLowerCase())).size !== list.length) problems.push(`Variants (${locale}) of "${id}" repeat themselves.`);
      for (const text of list) {
        if (typeof text !== 'string' || text.trim().length === 0 || text.length > MAX_VARIANT_LENGTH) {
          problems.push(`A variant (${locale}) of "${id}" is empty or longer than ${MAX_VARIANT_LENGTH} characters.`);
        }
      }
    }
  }
  return problems;
}

function entryProblems(entry, index, seen) {
  const label = typeof entry?.id === 'string' ? `FAQ "${entry.id}"` : `FAQ #${index + 1}`;
  if (typeof entry !== 'object' || entry === null) return [`${label} is not an object.`];
  const problems = [];

  if (typeof entry.id !== 'string' || !ID_PATTERN.test(entry.id)) {
    problems.push(`${label} needs an id of lower-case letters, digits and dashes (it becomes a document id).`);
  } else if (seen.has(entry.id)) {
    problems.push(`${label} is defined more than once; ids must be unique.`);
  } else {
    seen.add(entry.id);
  }
  for (const key of Object.keys(entry)) {
    if (!ENTRY_KEYS.has(key)) problems.push(`${label} has an unknown field "${key}".`);
  }

  const category = canonicalCategory(entry.category);
  if (category === undefined) {
    problems.push(`${label} has category "${entry.category}", which is none of: ${REQUIRED_CATEGORIES.join(', ')}.`);
  }
  if (entry.top !== undefined && typeof entry.top !== 'boolean') problems.push(`${label} has a "top" that is not a boolean.`);
  problems.push(...customerTypeProblems(entry, label, category));
  problems.push(...scenarioProblems(entry, label));
  problems.push(...textProblems(entry, label));
  return problems;
}

function customerTypeProblems(entry, label, category) {
  const type = entry.customer_type;
  if (type !== undefined && !CUSTOMER_TYPES.includes(type)) {
    return [`${label} has customer_type "${type}"; use ${CUSTOMER_TYPES.join(' or ')}.`];
  }
  if (category === 'corporate-faqs' && type !== 'corporate') return [`${label} is a corporate FAQ, so customer_type must be "corporate".`];
  if (category === 'tariffs' && type === undefined) return [`${label} is a tariff, so it needs a customer_type (retail = "individual", or "corporate").`];
  if (category !== 'corporate-faqs' && category !== 'tariffs' && type !== undefined) {
    return [`${label} is for everyone, so it must leave customer_type out.`];
  }
  return [];
}

function scenarioProblems(entry, label) {
  if (entry.scenario === undefined && entry.type === undefined) return [];
  if (!isScenario(entry.type)) return [`${label} has type "${entry.type}"; only scenario items set a type, and it must read "scenario".`];
  if (typeof entry.scenario !== 'string' || entry.scenario.trim() === '') return [`${label} is a scenario item without a scenario name.`];
  return [];
}

function textProblems(entry, label) {
  const problems = [];
  for (const locale of LOCALES) {
    const texts = entry[locale];
    if (typeof texts !== 'object' || texts === null) {
      problems.push(`${label} is missing its "${locale}" texts; every id must exist in ${LOCALES.join(', ')}.`);
      continue;
    }
    for (const field of ['question', 'answer']) {
      problems.push(...scriptProblems(texts[field], `${label} ${locale}.${field}`, locale));
    }
  }
  for (const field of ['question', 'answer']) {
    const values = LOCALES.map((locale) => entry[locale]?.[field]).filter((value) => typeof value === 'string');
    if (new Set(values).size < values.length) problems.push(`${label} has the same ${field} in two languages; is a translation missing?`);
  }
  return problems;
}

function scriptProblems(text, label, locale) {
  if (typeof text !== 'string' || text.trim() === '') return [`${label} is empty.`];
  if (text !== text.trim()) return [`${label} has leading or trailing spaces.`];
  const share = cyrillicShare(text);
  if (locale === 'mk' && share < LIMITS.minCyrillicShare) {
    return [`${label} is not Macedonian in Cyrillic script (${Math.round(share * 100)}% Cyrillic letters).`];
  }
  if (locale !== 'mk' && share > 0) return [`${label} contains Cyrillic letters.`];
  return [];
}

function catalogueProblems(faqs) {
  const problems = [];
  const regular = faqs.filter((entry) => !isScenario(entry?.type));
  const scenarios = faqs.length - regular.length;

  if (regular.length < LIMITS.minQuestions) {
    problems.push(`Only ${regular.length} regular questions per language; at least ${LIMITS.minQuestions} are needed.`);
  }
  for (const category of REQUIRED_CATEGORIES) {
    const count = regular.filter((entry) => canonicalCategory(entry?.category) === category).length;
    if (count < LIMITS.minQuestionsPerCategory) {
      problems.push(`Category "${category}" has ${count} regular questions; at least ${LIMITS.minQuestionsPerCategory} are needed.`);
    }
  }
  const tariffTypes = new Set(regular.filter((entry) => canonicalCategory(entry?.category) === 'tariffs').map((entry) => entry.customer_type));
  for (const type of CUSTOMER_TYPES) {
    if (!tariffTypes.has(type)) problems.push(`No tariff question for customer_type "${type}".`);
  }
  const share = regular.length === 0 ? 0 : regular.filter((entry) => entry?.top === true).length / regular.length;
  if (share < LIMITS.minTopShare || share > LIMITS.maxTopShare) {
    problems.push(
      `Top questions are ${(share * 100).toFixed(1)}% of the regular ones; keep between ${LIMITS.minTopShare * 100}% and ${LIMITS.maxTopShare * 100}%.`,
    );
  }
  if (scenarios < LIMITS.minScenarios) problems.push(`Only ${scenarios} scenario items; at least ${LIMITS.minScenarios} are needed.`);
  return problems;
}

function answerProblems(answers, faqs) {
  if (!Array.isArray(answers)) return ['The demo answers are not a list.'];
  const problems = [];
  const byId = new Map(faqs.map((entry) => [entry?.id, entry]));
  const seen = new Set();

  for (const answer of answers) {
    const label = `Demo answer "${answer?.id}"`;
    const question = byId.get(answer?.id);
    if (question === undefined) problems.push(`${label} answers no question of the catalogue.`);
    else if (isScenario(question.type)) problems.push(`${label} answers a scenario item, which the console hides.`);
    if (seen.has(answer?.id)) problems.push(`${label} is defined more than once.`);
    seen.add(answer?.id);

    for (const locale of LOCALES) {
      const text = answer?.[locale];
      problems.push(...scriptProblems(text, `${label} ${locale}`, locale));
      if (text === question?.[locale]?.answer) problems.push(`${label} ${locale} repeats the default answer; the bank's wording should differ.`);
    }
  }
  if (answers.length < LIMITS.minAnswers) problems.push(`Only ${answers.length} demo answers; at least ${LIMITS.minAnswers} are needed.`);
  return problems;
}

function accountProblems(account) {
  const problems = [];
  for (const field of ACCOUNT_FIELDS) {
    const value = field.split('.').reduce((node, key) => node?.[key], account);
    if (typeof value !== 'string' || value.trim() === '') problems.push(`The demo account needs a non-empty "${field}".`);
  }
  if (!LOCALES.includes(account?.profile?.language)) problems.push(`The demo account's profile.language must be one of ${LOCALES.join(', ')}.`);
  if (!CUSTOMER_TYPES.includes(account?.profile?.customerType)) {
    problems.push(`The demo account's profile.customerType must be ${CUSTOMER_TYPES.join(' or ')}.`);
  }
  return problems;
}
