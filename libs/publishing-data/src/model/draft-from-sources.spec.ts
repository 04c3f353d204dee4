import { describe, expect, it } from 'vitest';
import type { StoredDocument } from '@console/backend';
import { perLocale } from '@console/locale';
import { areaFingerprints } from './build-publication';
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

  it("makes an offer public only from its first day, in the bank's time zone, when the console then sees a change to publish", async () => {
    const loan = (id: string, fields: Record<string, unknown>): StoredDocument => ({
      id,
      path: `products/${id}`,
      data: { fields: { currency: 'MKD', ...fields }, texts: { name: id }, photo: null, translated: true, sourceLocale: 'mk' },
    });
    const withLoans: PublicationSources = {
      ...sources([]),
      products: perLocale(() => ({ cards: [], loans: [loan('always', {}), loan('december', { validFrom: '2026-12-01' }), loan('ended', { validUntil: '2026-11-29' })], deposits: [] })),
    };
    const draftAt = (isoInstant: string) => draftFromSources(withLoans, [], publishFile, Date.parse(isoInstant));

    const before = await draftAt('2026-11-30T12:00:00Z');
    expect(before.products.mk.map((product) => product.id)).toEqual(['always']);
    // 23:30 UTC on 30 November is already 1 December in Skopje.
    const firstDay = await draftAt('2026-11-30T23:30:00Z');
    expect(firstDay.products.en.map((product) => product.id)).toEqual(['always', 'december']);
    expect(areaFingerprints(firstDay).products).not.toBe(areaFingerprints(before).products);
  });

  it("publishes the bank's own answered questions in each language, in their category and with their top flag, and not the unanswered", async () => {
    const own = (id: string, question: Record<string, string>) => ({ id, data: { category: 'loans', top: true, question } });
    const answer = (id: string, text: string) => ({ id, data: { answer: { text, attachments: [], source: 'bank' } } });
    const draft = await draftFromSources(
      {
        ...sources([]),
        ownQuestions: [own('own-1', { mk: 'Дали нудите кредит за студенти?', en: 'Do you offer student loans?', sq: 'A ofroni kredi për studentë?' }), own('own-2', { mk: 'Друго', en: 'Other', sq: 'Tjetër' })],
        answers: { mk: [answer('own-1', 'Да, до 300.000 денари.')], en: [answer('own-1', 'Yes, up to MKD 300,000.')], sq: [] },
      },
      [],
      publishFile,
    );
    expect(draft.faqs.mk).toEqual([{ id: 'own-1', question: 'Дали нудите кредит за студенти?', variants: [], answer: 'Да, до 300.000 денари.', category: 'loans', top: true, attachments: [] }]);
    expect(draft.faqs.en.map((faq) => faq.question)).toEqual(['Do you offer student loans?']);
    expect(draft.faqs.sq).toEqual([]);
  });
});
