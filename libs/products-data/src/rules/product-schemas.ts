import { object } from 'yup';
import type { Locale, ProductKind } from '@console/backend';
import { cardFieldsSchema, cardSchema, cardTextsSchema } from './card-rules';
import { depositFieldsSchema, depositSchema, depositTextsSchema } from './deposit-rules';
import { loanFieldsSchema, loanSchema, loanTextsSchema } from './loan-rules';

const schemas = { cards: cardSchema, loans: loanSchema, deposits: depositSchema };
const fieldsSchemas = { cards: cardFieldsSchema, loans: loanFieldsSchema, deposits: depositFieldsSchema };
const textsSchemas = { cards: cardTextsSchema, loans: loanTextsSchema, deposits: depositTextsSchema };

/** The rules of one kind of product over `{ fields, texts }`, the texts being those of one language. */
export function productSchema(kind: ProductKind) {
  return schemas[kind]();
}

/** The rules of a kind's language-independent fields. */
export function productFieldsSchema(kind: ProductKind) {
  return fieldsSchemas[kind]();
}

/** The rules of one language's texts of a kind. */
export function productTextsSchema(kind: ProductKind) {
  return textsSchemas[kind]();
}

/**
 * The rules over `{ fields, texts: { [locale]: texts } }` for the languages given: the mutations validate
 * with it before writing, as the form did, so nothing the form would refuse reaches the database.
 */
export function productLanguagesSchema(kind: ProductKind, locales: readonly Locale[]) {
  const texts = productTextsSchema(kind);
  return object({
    fields: productFieldsSchema(kind),
    texts: object(Object.fromEntries(locales.map((locale) => [locale, texts]))),
  });
}
