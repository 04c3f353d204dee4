import { describe, expect, it } from 'vitest';
import { paths } from '@console/data-paths';
import { DEMO_ACCOUNT, loadDemoSeed } from '@console/demo-data';
import { LOCALES } from '@console/locale';
import { productFieldsSchema, productTextsSchema } from '../rules/product-schemas';
import { withoutUndefined } from '../rules/validate-product';
import { mapProduct, mapProducts } from './map-product';
import { PRODUCT_KINDS } from './product-kinds';

const stored = (data: Record<string, unknown>, id = 'p1') => ({ id, path: `products/mk/loans/${id}`, data });

describe('reading a stored product', () => {
  it('gives a document written before a field existed that field’s default, and a missing name an empty one', () => {
    const loan = mapProduct('loans', 'mk', stored({ fields: { category: 'HOME', currency: 'MKD', fixedRate: { min: 4.5 } }, texts: {} }));
    expect(loan.fields).toEqual({ category: 'HOME', currency: 'MKD', fixedRate: { min: 4.5 }, variableRate: {}, eurClause: false });
    expect(loan.texts).toEqual({ name: '' });
    const deposit = mapProduct('deposits', 'mk', stored({ fields: { type: 'term', currency: 'EUR' }, texts: { name: 'Орочен' } }));
    expect(deposit.fields).toMatchObject({ type: 'term', partialWithdrawal: false, earlyTermination: false, termRates: {}, fixedRate: {}, variableRate: {} });
  });

  it('keeps what was stored as stored, leaves out what no rule knows, and reads the record around it', () => {
    const card = mapProduct(
      'cards',
      'sq',
      stored({ fields: { type: 'credit', brand: 'visa', currency: 'EUR', price: 12.5, retired: 'yes' }, texts: { name: 'Visa Gold', highlights: '45 ditë' }, translated: false, sourceLocale: 'en', hidden: true, photo: { url: 'https://files/p.png', path: 'u/p.png' } }),
    );
    expect(card).toMatchObject({ kind: 'cards', locale: 'sq', translated: false, sourceLocale: 'en', hidden: true, photo: { url: 'https://files/p.png', path: 'u/p.png' }, updatedAt: null });
    expect(card.fields).toEqual({ type: 'credit', brand: 'visa', currency: 'EUR', price: 12.5 });
    expect(card.texts).toEqual({ name: 'Visa Gold', highlights: '45 ditë' });
  });

  it('reads every demo product as its kind’s rules shape it', async () => {
    const seed = await loadDemoSeed('demo-read');
    const shaped = { assert: false, stripUnknown: true } as const;
    let compared = 0;
    for (const locale of LOCALES) {
      for (const kind of PRODUCT_KINDS) {
        const prefix = `${paths.accountProducts('demo-read', DEMO_ACCOUNT.uid, locale, kind)}/`;
        for (const document of seed.documents.filter(({ path }) => path.startsWith(prefix))) {
          const product = mapProduct(kind, locale, { id: 'p', path: document.path, data: document.data });
          expect(product.fields).toEqual(withoutUndefined(productFieldsSchema(kind).cast(document.data['fields'], shaped)));
          expect(product.texts).toEqual(withoutUndefined(productTextsSchema(kind).cast(document.data['texts'], shaped)));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(27);
  });

  it('leaves out a stored value of the wrong type, as a missing one', () => {
    const loan = mapProduct('loans', 'en', stored({ fields: { category: 'HOME', minAmount: '1000', fixedRate: 'low', eurClause: 'yes' }, texts: { name: 7 } }));
    expect(loan.fields).toEqual({ category: 'HOME', fixedRate: {}, variableRate: {}, eurClause: false });
    expect(loan.texts).toEqual({ name: '' });
  });

  it('sorts by name in the language’s alphabet', () => {
    const names = mapProducts('loans', 'mk', [stored({ texts: { name: 'Станбен' } }, 'a'), stored({ texts: { name: 'Автомобилски' } }, 'b')]).map((product) => product.texts.name);
    expect(names).toEqual(['Автомобилски', 'Станбен']);
  });
});
