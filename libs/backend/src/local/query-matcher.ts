import type { CollectionQuery, DocumentData, OrderClause, StoredDocument, WhereClause, WhereOperator } from '../ports/document-port';
import { fail } from './errors';
import { readField } from './field-values';
import { compareValues, sameTypeOrder, valuesEqual } from './value-order';

const documentIdField = '__name__';
const listOperators: ReadonlySet<WhereOperator> = new Set(['in', 'not-in', 'array-contains-any']);
const operators: ReadonlySet<string> = new Set(['==', '!=', '<', '<=', '>', '>=', 'in', 'not-in', 'array-contains', 'array-contains-any']);

/** Refuses queries Firestore would refuse, before anything is read. */
export function assertValidQuery(query: CollectionQuery | undefined): void {
  for (const clause of query?.where ?? []) {
    if (!operators.has(clause.op)) fail('invalid-argument', `Unknown operator "${clause.op}"`);
    if (listOperators.has(clause.op) && (!Array.isArray(clause.value) || clause.value.length === 0)) {
      fail('invalid-argument', `"${clause.op}" needs a non-empty array`);
    }
  }
  const limit = query?.limit;
  if (limit !== undefined && (!Number.isInteger(limit) || limit <= 0)) fail('invalid-argument', 'limit must be a positive integer');
}

function fieldOf(document: StoredDocument<DocumentData>, field: string): { found: boolean; value: unknown } {
  return field === documentIdField ? { found: true, value: document.id } : readField(document.data, field);
}

function matches(document: StoredDocument<DocumentData>, { field, op, value }: WhereClause): boolean {
  const { found, value: actual } = fieldOf(document, field);
  if (!found) return false;
  const operands = Array.isArray(value) ? value : [];
  switch (op) {
    case '==':
      return valuesEqual(actual, value);
    case '!=':
      return actual !== null && !valuesEqual(actual, value);
    case 'in':
      return operands.some((operand) => valuesEqual(actual, operand));
    case 'not-in':
      return actual !== null && !operands.some((operand) => valuesEqual(actual, operand));
    case 'array-contains':
      return Array.isArray(actual) && actual.some((item) => valuesEqual(item, value));
    case 'array-contains-any':
      return Array.isArray(actual) && actual.some((item) => operands.some((operand) => valuesEqual(item, operand)));
    default: {
      // Range filters only match values of the operand's own type, as in Firestore.
      if (!sameTypeOrder(actual, value)) return false;
      const difference = compareValues(actual, value);
      if (op === '<') return difference < 0;
      if (op === '<=') return difference <= 0;
      if (op === '>') return difference > 0;
      return difference >= 0;
    }
  }
}

const inequalityOperators: ReadonlySet<WhereOperator> = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);

/**
 * Firestore's normalised ordering: the explicit orderBy, then every field with an inequality filter
 * that is not ordered yet (alphabetically), then the document id, in the direction of the last one.
 */
function normalisedOrder(query: CollectionQuery | undefined): OrderClause[] {
  const explicit = query?.orderBy ?? [];
  const direction = explicit[explicit.length - 1]?.direction ?? 'asc';
  const ordered = new Set(explicit.map(({ field }) => field));
  const implicit = [...new Set((query?.where ?? []).filter(({ op }) => inequalityOperators.has(op)).map(({ field }) => field))]
    .filter((field) => !ordered.has(field) && field !== documentIdField)
    .sort()
    .map((field) => ({ field, direction }));
  return [...explicit, ...implicit, { field: documentIdField, direction }];
}

function byOrder(clauses: OrderClause[]) {
  return (a: StoredDocument<DocumentData>, b: StoredDocument<DocumentData>) => {
    for (const { field, direction } of clauses) {
      const difference = compareValues(fieldOf(a, field).value, fieldOf(b, field).value);
      if (difference !== 0) return direction === 'desc' ? -difference : difference;
    }
    return 0;
  };
}

/** Filters, orders and limits the documents of one collection as Firestore would answer the query. */
export function runQuery<T extends StoredDocument<DocumentData>>(documents: T[], query: CollectionQuery | undefined): T[] {
  const orderBy = normalisedOrder(query);
  const selected = documents.filter(
    (document) =>
      (query?.where ?? []).every((clause) => matches(document, clause)) &&
      // A document without an ordered field is not part of the result, as in Firestore.
      orderBy.every(({ field }) => fieldOf(document, field).found),
  );
  selected.sort(byOrder(orderBy));
  return query?.limit === undefined ? selected : selected.slice(0, query.limit);
}
