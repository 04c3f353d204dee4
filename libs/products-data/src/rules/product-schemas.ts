import type { Schema } from 'yup';
import type { ProductKind } from '@console/data-paths';
import type { ProductFields, ProductTexts } from '../model/product-types';
import { cardFieldsSchema, cardTextsSchema } from './card-rules';
import { depositFieldsSchema, depositTextsSchema } from './deposit-rules';
import { loanFieldsSchema, loanTextsSchema } from './loan-rules';

// Typed per kind, so that a caller holding a kind `K` gets back exactly that kind's shape.
const fieldsSchemas: { [K in ProductKind]: () => Schema<ProductFields<K>> } = { cards: cardFieldsSchema, loans: loanFieldsSchema, deposits: depositFieldsSchema };
const textsSchemas: { [K in ProductKind]: () => Schema<ProductTexts<K>> } = { cards: cardTextsSchema, loans: loanTextsSchema, deposits: depositTextsSchema };

/** The rules of a kind's language-independent fields. */
export function productFieldsSchema<K extends ProductKind>(kind: K): Schema<ProductFields<K>> {
  return fieldsSchemas[kind]();
}

/** The rules of one language's texts of a kind. */
export function productTextsSchema<K extends ProductKind>(kind: K): Schema<ProductTexts<K>> {
  return textsSchemas[kind]();
}
