import { describe, expect, it } from 'vitest';
import type { ProductInLanguages } from '../model/product-in-languages';
import type { AnyProduct } from '../model/product-types';
import { storedAsBaseline } from './stored-as-baseline';

const card = (locale: 'mk' | 'en' | 'sq', change: Partial<AnyProduct> = {}): AnyProduct =>
  ({
    id: 'c1',
    kind: 'cards',
    locale,
    fields: { type: 'credit', brand: 'visa', currency: 'MKD', price: 1200 },
    texts: { name: locale === 'mk' ? 'Виза Голд' : 'Visa Gold' },
    photo: { path: 'files/c1/a.png', url: 'https://files.example/a.png' },
    translated: true,
    sourceLocale: 'en',
    updatedAt: 1,
    ...change,
  }) as AnyProduct;

const languages = (edited: AnyProduct) => [card('mk'), card('en'), card('sq')].map((product) => (product.locale === edited.locale ? edited : product));

describe('storedAsBaseline', () => {
  const baseline: ProductInLanguages = { mk: card('mk'), en: card('en'), sq: card('sq') };

  it('holds while every language still has what the edit started from, whenever it was saved', () => {
    expect(storedAsBaseline(baseline, languages(card('en', { updatedAt: 99 })), ['en'])).toBe(true);
  });

  it('fails when the fields, the photo, the texts or the translation mark of a language whose texts it writes changed', () => {
    expect(storedAsBaseline(baseline, languages(card('en', { fields: { ...baseline.en.fields, price: 900 } } as Partial<AnyProduct>)), ['en'])).toBe(false);
    expect(storedAsBaseline(baseline, languages(card('en', { photo: { path: 'files/c1/b.png', url: 'https://files.example/b.png' } })), ['en'])).toBe(false);
    expect(storedAsBaseline(baseline, languages(card('en', { texts: { name: 'Visa Gold Plus' } } as Partial<AnyProduct>)), ['en'])).toBe(false);
    expect(storedAsBaseline(baseline, languages(card('sq', { translated: false })), ['en', 'sq'])).toBe(false);
  });

  it('fails when the fields or the photo changed in another language, but not for the texts of a language it leaves alone', () => {
    expect(storedAsBaseline(baseline, [card('mk', { fields: { ...baseline.en.fields, price: 900 } } as Partial<AnyProduct>), card('en'), card('sq')], ['en'])).toBe(false);
    expect(storedAsBaseline(baseline, [card('mk'), card('en'), card('sq', { photo: null })], ['en'])).toBe(false);
    expect(storedAsBaseline(baseline, [card('mk'), card('en'), card('sq', { texts: { name: 'Visa Ari' }, translated: false } as Partial<AnyProduct>)], ['en'])).toBe(true);
    expect(storedAsBaseline(baseline, [card('mk'), card('en'), card('sq', { texts: { name: 'Visa Ari' } } as Partial<AnyProduct>)], [])).toBe(true);
  });
});
