import { describe, expect, it } from 'vitest';
import type { PublishedProduct, PublishedProductFields } from '@console/assistant-contract';
import { contentIn } from './published-knowledge';
import { publishedWith } from './testing/published-with';

const loan = (id: string, fields: PublishedProductFields['loans']): PublishedProduct<'loans'> => ({ id, kind: 'loans', name: id, texts: {}, fields, photo: null, url: null });

const published = publishedWith([
  {
    locale: 'mk',
    faqs: [],
    products: [loan('always', {}), loan('december', { validFrom: '2026-12-01', validUntil: '2026-12-31' }), loan('ended', { validUntil: '2026-11-30' })],
  },
]);

describe('contentIn', () => {
  it("offers a product only on the bank's days its offer holds", () => {
    const ids = (isoInstant: string) => contentIn(published, 'mk', Date.parse(isoInstant)).products.map((product) => product.id);
    expect(ids('2026-11-30T12:00:00Z')).toEqual(['always', 'ended']);
    // 23:30 UTC on 30 November is already 1 December in Skopje.
    expect(ids('2026-11-30T23:30:00Z')).toEqual(['always', 'december']);
    expect(ids('2027-01-01T12:00:00Z')).toEqual(['always']);
  });
});
