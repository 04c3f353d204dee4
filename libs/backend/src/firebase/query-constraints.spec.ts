import { documentId, limit, orderBy, where } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { toQueryConstraints } from './query-constraints';

// Constraints built by Firestore's own factories compare structurally, with no Firestore instance needed.
describe('toQueryConstraints', () => {
  it('adds nothing for an absent or empty query', () => {
    expect(toQueryConstraints(undefined)).toEqual([]);
    expect(toQueryConstraints({})).toEqual([]);
  });

  it('translates where clauses with their operator and value, keeping dotted paths', () => {
    const constraints = toQueryConstraints({
      where: [
        { field: 'category', op: '==', value: 'Cards' },
        { field: 'tags', op: 'array-contains-any', value: ['atm', 'pin'] },
        { field: 'answer.text', op: '!=', value: '' },
      ],
    });

    expect(constraints).toEqual([where('category', '==', 'Cards'), where('tags', 'array-contains-any', ['atm', 'pin']), where('answer.text', '!=', '')]);
    expect(constraints).not.toEqual([where('category', '!=', 'Cards'), where('tags', 'array-contains-any', ['atm', 'pin']), where('answer.text', '!=', '')]);
  });

  it('maps __name__ to documentId() in where and orderBy', () => {
    const constraints = toQueryConstraints({ where: [{ field: '__name__', op: 'in', value: ['q1', 'q2'] }], orderBy: [{ field: '__name__', direction: 'desc' }] });

    expect(constraints).toEqual([where(documentId(), 'in', ['q1', 'q2']), orderBy(documentId(), 'desc')]);
    expect(constraints).not.toEqual([where(documentId(), 'in', ['q1', 'q3']), orderBy(documentId(), 'desc')]);
  });

  it('orders ascending unless told otherwise, and applies the limit', () => {
    const constraints = toQueryConstraints({ orderBy: [{ field: 'question' }, { field: 'updatedAt', direction: 'desc' }], limit: 20 });

    expect(constraints).toEqual([orderBy('question', 'asc'), orderBy('updatedAt', 'desc'), limit(20)]);
    expect(constraints).not.toEqual([orderBy('question', 'asc'), orderBy('updatedAt', 'desc'), limit(21)]);
  });

  it('emits where before orderBy before limit whatever the property order', () => {
    const types = toQueryConstraints({ limit: 5, orderBy: [{ field: 'a' }], where: [{ field: 'a', op: '>', value: 1 }] }).map((constraint) => constraint.type);

    expect(types).toEqual(['where', 'orderBy', 'limit']);
  });
});
