import { describe, expect, it } from 'vitest';
import type { Locale } from '@console/locale';
import { alikeNames } from './alike-names';
import type { AnyProduct } from './product-types';

const card = (id: string, locale: Locale, name: string, hidden = false): AnyProduct => ({
  id,
  kind: 'cards',
  locale,
  fields: { type: 'debit', brand: 'visa', currency: 'MKD' },
  texts: { name },
  photo: null,
  translated: true,
  sourceLocale: 'mk',
  hidden,
  updatedAt: null,
});

describe('alikeNames', () => {
  it('finds a name two shown products share in one language, whatever the case, accents and spacing', () => {
    const products = [card('b', 'mk', '  виза  класик '), card('a', 'mk', 'Виза Класик'), card('a', 'en', 'Visa Classic'), card('b', 'en', 'Visa Classic Plus')];
    expect(alikeNames(products)).toEqual([{ locale: 'mk', name: 'Виза Класик', count: 2 }]);
    // Whichever arrives first, the same spelling names them.
    expect(alikeNames([...products].reverse())).toEqual([{ locale: 'mk', name: 'Виза Класик', count: 2 }]);
  });

  it('leaves out a hidden product: customers are not told of it', () => {
    expect(alikeNames([card('a', 'sq', 'Kartela Visa'), card('b', 'sq', 'Kartela Visa', true)])).toEqual([]);
  });
});
