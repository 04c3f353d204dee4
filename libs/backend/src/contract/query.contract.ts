import { describe, expect, it } from 'vitest';
import type { CollectionQuery, DocumentData } from '../ports/document-port';
import type { ContractSeed, MakeEnvironment } from './environment';
import { expectBackendError } from './expect-backend-error';
import { accountOf, alice, everyone, signedInAs } from './fixtures';

const loans = `${accountOf(alice)}/products/mk/loans`;

const loanData: Record<string, DocumentData> = {
  home: { name: 'Станбен', amount: 50000, tags: ['home', 'fixed'], terms: { months: 240 }, active: true, category: 'HOME' },
  car: { name: 'Авто', amount: 15000, tags: ['car'], terms: { months: 60 }, active: true, category: 'CAR' },
  eco: { name: 'Еко', amount: 15000, tags: ['eco', 'fixed'], terms: { months: 84 }, active: false, category: 'ECO' },
  cash: { name: 'Готовински', amount: 3000, tags: [], terms: { months: 36 }, active: true, category: null },
  draft: { name: 'Нацрт', tags: ['draft'], active: false },
};

const seed: ContractSeed = {
  ...everyone,
  documents: [...(everyone.documents ?? []), ...Object.entries(loanData).map(([id, data]) => ({ path: `${loans}/${id}`, data }))],
};

/** The subset of Firestore queries the console uses, over one collection's direct children. */
export function describeQueryContract(make: MakeEnvironment): void {
  describe('collection queries', () => {
    const ids = async (query: CollectionQuery) => {
      const { backend } = await signedInAs(make, alice, seed);
      return (await backend.documents.getCollection(loans, query)).map((document) => document.id);
    };

    it.each<[string, CollectionQuery, string[]]>([
      ['== on a field', { where: [{ field: 'amount', op: '==', value: 15000 }] }, ['car', 'eco']],
      ['== on a dotted field', { where: [{ field: 'terms.months', op: '==', value: 60 }] }, ['car']],
      ['== null', { where: [{ field: 'category', op: '==', value: null }] }, ['cash']],
      ['!= leaves out missing and null fields', { where: [{ field: 'category', op: '!=', value: 'HOME' }] }, ['car', 'eco']],
      ['<', { where: [{ field: 'amount', op: '<', value: 15000 }] }, ['cash']],
      ['<= (ordered by the compared field)', { where: [{ field: 'amount', op: '<=', value: 15000 }] }, ['cash', 'car', 'eco']],
      ['>', { where: [{ field: 'terms.months', op: '>', value: 84 }] }, ['home']],
      ['>=', { where: [{ field: 'terms.months', op: '>=', value: 84 }] }, ['eco', 'home']],
      ['range on strings', { where: [{ field: 'name', op: '>=', value: 'Г' }] }, ['cash', 'eco', 'draft', 'home']],
      ['in', { where: [{ field: 'category', op: 'in', value: ['CAR', 'ECO'] }] }, ['car', 'eco']],
      ['not-in', { where: [{ field: 'category', op: 'not-in', value: ['CAR', 'ECO'] }] }, ['home']],
      ['array-contains', { where: [{ field: 'tags', op: 'array-contains', value: 'fixed' }] }, ['eco', 'home']],
      ['array-contains-any', { where: [{ field: 'tags', op: 'array-contains-any', value: ['car', 'draft'] }] }, ['car', 'draft']],
      ['== on booleans', { where: [{ field: 'active', op: '==', value: false }] }, ['draft', 'eco']],
      ['__name__ as the document id', { where: [{ field: '__name__', op: 'in', value: ['car', 'home', 'absent'] }] }, ['car', 'home']],
      [
        'several clauses together',
        {
          where: [
            { field: 'active', op: '==', value: true },
            { field: 'amount', op: '>', value: 3000 },
          ],
        },
        ['car', 'home'],
      ],
    ])('filters with %s', async (_name, query, expected) => {
      expect(await ids(query)).toEqual(expected);
    });

    it('orders by several fields in either direction, breaking ties by id', async () => {
      expect(await ids({ orderBy: [{ field: 'amount', direction: 'desc' }, { field: 'name' }] })).toEqual(['home', 'car', 'eco', 'cash']);
      expect(await ids({ orderBy: [{ field: 'amount' }] })).toEqual(['cash', 'car', 'eco', 'home']);
    });

    it('leaves out documents that lack an ordered field', async () => {
      expect(await ids({ orderBy: [{ field: 'amount' }] })).not.toContain('draft');
    });

    it('orders null before booleans before numbers before strings', async () => {
      const { backend } = await signedInAs(make, alice);
      const mixed = `${accountOf(alice)}/mixed`;
      const values: Record<string, unknown> = { s: 'text', n: 7, t: true, f: false, z: null, m: -1 };
      for (const [id, value] of Object.entries(values)) await backend.documents.setDoc(`${mixed}/${id}`, { value });
      const ordered = await backend.documents.getCollection(mixed, { orderBy: [{ field: 'value' }] });
      expect(ordered.map((document) => document.id)).toEqual(['z', 'f', 't', 'm', 'n', 's']);
    });

    it('limits the result after filtering and ordering', async () => {
      expect(await ids({ where: [{ field: 'active', op: '==', value: true }], orderBy: [{ field: 'amount', direction: 'desc' }], limit: 2 })).toEqual([
        'home',
        'car',
      ]);
    });

    it('returns every direct child in id order without a query', async () => {
      expect(await ids({})).toEqual(['car', 'cash', 'draft', 'eco', 'home']);
    });

    it('refuses malformed queries with invalid-argument', async () => {
      const { backend } = await signedInAs(make, alice, seed);
      await expectBackendError(backend.documents.getCollection(loans, { where: [{ field: 'tags', op: 'in', value: 'car' }] }), 'invalid-argument');
      await expectBackendError(backend.documents.getCollection(loans, { limit: 0 }), 'invalid-argument');
    });
  });
}
