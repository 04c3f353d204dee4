import { describe, expect, it } from 'vitest';
import type { PublishedProduct, PublishedProductFields } from '@console/assistant-contract';
import type { Locale } from '@console/locale';
import { translator } from '../texts';
import { keyFigures } from './product-figures';

const loan = (fields: PublishedProductFields['loans']): PublishedProduct<'loans'> => ({ id: 'l1', kind: 'loans', name: 'Станбен', texts: {}, fields: { currency: 'MKD', ...fields }, photo: null, url: null });

const term = (locale: Locale, fields: PublishedProductFields['loans']) => {
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

describe('the figures an offer states', () => {
  it('show every rate a loan has: the fixed one with its years, the variable one after it, and the effective rate', () => {
    const figures = (locale: Locale, years: number) =>
      keyFigures(loan({ fixedRate: { min: 5.5, max: 6.5 }, fixedRateYears: years, variableRate: { min: 6.9, max: 6.9 }, effectiveRate: 7.2 }), locale, 'MKD', translator(locale));
    expect(figures('en', 3)).toEqual(
      expect.arrayContaining([
        { label: 'Fixed rate, first 3 years', value: expect.stringMatching(/^5\.5\s?%?\s?–\s?6\.5\s?%$/u) },
        { label: 'Variable rate after that', value: expect.stringMatching(/^6\.9\s?%$/u) },
        { label: 'Effective interest rate', value: expect.stringMatching(/^7\.2\s?%$/u) },
      ]),
    );
    expect(figures('mk', 5).map((figure) => figure.label)).toEqual(expect.arrayContaining(['Фиксна камата, првите 5 години', 'Променлива камата потоа']));
    expect(figures('sq', 1).map((figure) => figure.label)).toEqual(expect.arrayContaining(['Interes fiks, viti i parë', 'Interes i ndryshueshëm pas kësaj']));
  });

  it('name a single rate by its kind', () => {
    const labels = (fields: PublishedProductFields['loans']) => keyFigures(loan(fields), 'en', 'MKD', translator('en')).map((figure) => figure.label);
    expect(labels({ variableRate: { min: 6, max: 7 } })).toContain('Variable rate');
    expect(labels({ fixedRate: { min: 5, max: 5 } })).toContain('Fixed rate');
  });

  it("give a deposit's minimum amount in its currency", () => {
    const t = translator('mk');
    const deposit: PublishedProduct = { id: 'd1', kind: 'deposits', name: 'Орочен', texts: {}, fields: { currency: 'EUR', minAmount: 1000 }, photo: null, url: null };
    expect(keyFigures(deposit, 'mk', 'MKD', t)).toContainEqual({ label: 'Минимален депозит', value: expect.stringContaining('1.000') });
  });
});

describe("an offer's terms", () => {
  it('say denars with a EUR clause and the last day of the offer, as each language writes it', () => {
    const figures = (locale: Locale) => keyFigures(loan({ eurClause: true, validUntil: '2026-12-31' }), locale, 'MKD', translator(locale));
    expect(figures('mk')).toEqual(
      expect.arrayContaining([
        { label: 'Валута', value: 'денари со девизна клаузула во евра' },
        { label: 'Понудата важи до', value: '31.12.2026' },
      ]),
    );
    expect(figures('en')).toContainEqual({ label: 'Offer valid until', value: '31 Dec 2026' });
    expect(figures('sq')).toContainEqual({ label: 'Monedha', value: 'denarë me klauzolë valutore në euro' });
    expect(keyFigures(loan({ eurClause: false }), 'en', 'MKD', translator('en')).map((figure) => figure.label)).not.toContain('Currency');
  });
});

describe("a deposit's rates by term", () => {
  it('are listed shortest term first, and make the range of its rate', () => {
    const t = translator('mk');
    const deposit: PublishedProduct = { id: 'd1', kind: 'deposits', name: 'Орочен', texts: {}, fields: { currency: 'MKD', termRates: { '12': 3.2, '3': 1.5 } }, photo: null, url: null };
    const figures = keyFigures(deposit, 'mk', 'MKD', t);
    expect(figures).toContainEqual({ label: 'Стапки по рок', value: expect.stringMatching(/^3 месеци: 1,5\s%\s·\s12 месеци: 3,2\s%$/u) });
    expect(figures.find((figure) => figure.label === t('figures.interestRate'))?.value).toMatch(/^1,5.3,2\s%$/u);
  });
});
