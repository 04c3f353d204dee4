import type { ProductKind } from '@console/backend';
import { cardSchema } from './card-rules';
import { depositSchema } from './deposit-rules';
import { loanSchema } from './loan-rules';

const schemas = { cards: cardSchema, loans: loanSchema, deposits: depositSchema };

/**
 * The rules of one kind of product over `{ fields, texts }`: the form validates with it and the
 * mutations validate again before writing, so nothing the form would refuse reaches the database.
 */
export function productSchema(kind: ProductKind) {
  return schemas[kind]();
}
