import { describe, expect, it } from 'vitest';
import type { PublishedProduct } from '@console/assistant-contract';
import type { Locale } from '@console/locale';
import { translator } from '../texts';
import { keyFigures } from './product-figures';

const loan = (fields: PublishedProduct['fields']): PublishedProduct => ({ id: 'l1', kind: 'loans', name: 'Станбен', texts: {}, fields: { currency: 'MKD', ...fields }, photo: null, url: null });

const term = (locale: Locale, fields: PublishedProduct['fields']) => {
  const t = translator(locale);
  return keyFigures(loan(fields), locale, 'MKD', t).find((figure) => figure.label === t('figures.term'))?.value;
};

describe("a loan card's term", () => {
  it('is said in years when both ends are whole years, in every language', () => {
    expect(term('mk', { minDurationMonths: 60, maxDurationMonths: 60 })).toBe('5 години');
    expect(term('en', { minDurationMonths: 12, maxDurationMonths: 60 })).toBe('1–5 years');
    expect(term('sq', { maxDurationMonths: 12 })).toBe('1 vit');
  });

  it('stays in months otherwise', () => {
    expect(term('en', { minDurationMonths: 6, maxDurationMonths: 60 })).toBe('6–60 months');
    expect(term('mk', { minDurationMonths: 18 })).toBe('18 месеци');
  });
});
