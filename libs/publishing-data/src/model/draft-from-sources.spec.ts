import { describe, expect, it } from 'vitest';
import type { StoredDocument } from '@console/backend';
import { perLocale } from '@console/locale';
import { draftFromSources, type PublicationSources } from './draft-from-sources';

const card = (id: string, name: string, hidden?: boolean): StoredDocument => ({
  id,
  path: `products/${id}`,
  data: { fields: { type: 'debit', brand: 'visa', currency: 'MKD' }, texts: { name }, photo: null, translated: true, sourceLocale: 'mk', ...(hidden === undefined ? {} : { hidden }) },
});

const sources = (cards: StoredDocument[]): PublicationSources => ({
  account: {},
  catalogue: perLocale(() => []),
  answers: perLocale(() => []),
  products: perLocale(() => ({ cards, loans: [], deposits: [] })),
});

const publishFile = async ({ url }: { url: string }) => ({ url });

describe('draftFromSources', () => {
  it('leaves the products hidden from customers out of every language, and publishes the others', async () => {
    const draft = await draftFromSources(sources([card('c1', 'Visa Classic'), card('c2', 'Visa Gold', true), card('c3', 'Visa Student', false)]), [], publishFile);
    for (const locale of ['mk', 'en', 'sq'] as const) expect(draft.products[locale].map((product) => product.name)).toEqual(['Visa Classic', 'Visa Student']);
  });
});
