import { documentId, limit, orderBy, where, type FieldPath, type QueryConstraint } from 'firebase/firestore/lite';
import type { CollectionQuery } from '../ports/document-port';

/** The port's name for the document id in a query, as in Firestore's own rules and REST API. */
export const DOCUMENT_ID_FIELD = '__name__';

// Firestore happens to parse the string `__name__` to the same path, but documentId() is its public
// way to say "the id" and does not depend on that.
function fieldOf(field: string): string | FieldPath {
  return field === DOCUMENT_ID_FIELD ? documentId() : field;
}

/** CollectionQuery → Firestore constraints, in the order where, orderBy, limit. */
export function toQueryConstraints(query: CollectionQuery | undefined): QueryConstraint[] {
  if (!query) return [];
  const constraints: QueryConstraint[] = [];
  for (const clause of query.where ?? []) constraints.push(where(fieldOf(clause.field), clause.op, clause.value));
  for (const order of query.orderBy ?? []) constraints.push(orderBy(fieldOf(order.field), order.direction ?? 'asc'));
  if (query.limit !== undefined) constraints.push(limit(query.limit));
  return constraints;
}
