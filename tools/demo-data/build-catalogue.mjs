import { demoAccountDocument, demoAnswerSources } from './demo-account.mjs';
import { faqSources } from './faqs/index.mjs';
import demoProducts from './products.mjs';
import enVariants from './faq-variants/en.mjs';
import mkVariants from './faq-variants/mk.mjs';
import sqVariants from './faq-variants/sq.mjs';
import { LOCALES } from './rules.mjs';
import { validateSources } from './validate.mjs';

/** The source tables as checked in. */
export const demoSources = {
  faqs: faqSources,
  answers: demoAnswerSources,
  account: demoAccountDocument,
  products: demoProducts,
  variants: { mk: mkVariants, en: enVariants, sq: sqVariants },
};

export class CatalogueValidationError extends Error {
  constructor(problems) {
    super(`The demo data source tables are invalid (${problems.length} problem(s)):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'CatalogueValidationError';
    this.problems = problems;
  }
}

/**
 * The generated catalogue: per language the catalogue documents and the demo account's answers, keyed
 * by FAQ id, plus the account document (written to a file of its own). Pure and mode-independent — the library builds the paths —
 * so the generator writes it and a test can rebuild it in memory to prove the checked-in file is current.
 */
export function buildCatalogue(sources = demoSources) {
  const problems = validateSources(sources);
  if (problems.length > 0) throw new CatalogueValidationError(problems);

  const perLocale = (toDocument) => Object.fromEntries(LOCALES.map((locale) => [locale, toDocument(locale)]));
  return {
    account: structuredClone(sources.account),
    answers: perLocale((locale) => Object.fromEntries(sources.answers.map((answer) => [answer.id, answerDocument(answer, locale)]))),
    catalogue: perLocale((locale) =>
      Object.fromEntries(sources.faqs.map((entry) => [entry.id, catalogueDocument(entry, locale, sources.variants[locale][entry.id] ?? [])])),
    ),
    products: perLocale((locale) => Object.fromEntries(PRODUCT_KINDS.map((kind) => [kind, productDocuments(sources.products, kind, locale)]))),
  };
}

/**
 * The document shape the console reads from `mode/{mode}/faqs/languages/{locale}/{faqId}`. `variants` are
 * other ways customers ask the same question; the assistant matches them like the question itself.
 */
function catalogueDocument(entry, locale, variants) {
  const { question, answer } = entry[locale];
  return {
    top: entry.top === true,
    question,
    variants,
    category: entry.category,
    ...(entry.customer_type === undefined ? {} : { customer_type: entry.customer_type }),
    default_answer: { text: answer, scenario: entry.scenario ?? null, type: entry.type ?? 'text' },
  };
}

const PRODUCT_KINDS = ['cards', 'loans', 'deposits'];

/** The documents the console reads from `products/{locale}/{kind}/{id}`, written in Macedonian first. */
function productDocuments(products, kind, locale) {
  return Object.fromEntries(
    products
      .filter((product) => product.kind === kind)
      .map((product) => [product.id, { fields: product.fields, texts: product.texts[locale], photo: { url: product.photo }, translated: true, sourceLocale: 'mk' }]),
  );
}

function answerDocument(answer, locale) {
  return { answer: { text: answer[locale], attachments: [] } };
}

/** Pretty JSON with keys sorted at every level, so the file only changes when the data does. */
const serialize = (value) => `${JSON.stringify(sortKeys(value), null, 2)}\n`;

/**
 * The generated files by name: the account document on its own, so that what needs only the bank's
 * name and assistant (the chat's launcher before the database is seeded) does not load the catalogue.
 */
export function generatedFiles({ account, ...catalogue }) {
  return { 'demo-catalogue.json': serialize(catalogue), 'demo-account.json': serialize(account) };
}

function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key])]),
  );
}
