import { describe, expect, it } from 'vitest';
import type { AnyProduct, LoanFields } from '@console/products-data';
import type { LanguageCode } from '@console/i18n';
import { createTestI18n } from '@console/testing';
import { keyFigures } from './key-figures';

const loan = (fields: Partial<LoanFields>): AnyProduct => ({
  id: 'l1',
  kind: 'loans',
  locale: 'mk',
  fields: { category: 'HOME', currency: 'MKD', fixedRate: {}, variableRate: {}, eurClause: false, ...fields },
  texts: { name: 'Станбен' },
  photo: null,
  translated: true,
  sourceLocale: 'mk',
  hidden: false,
  updatedAt: null,
});

async function figuresIn(language: LanguageCode, product: AnyProduct): Promise<Record<string, string>> {
  const i18n = await createTestI18n(language, ['products']);
  const figures = keyFigures(product, i18n.getFixedT(language, 'products'), language);
  return Object.fromEntries(figures.map(({ label, value }) => [label, value]));
}

// Intl separates a number from its per-cent sign with a no-break space.
const plain = (text: string | undefined) => text?.replace(/\u00a0|\u202f/gu, ' ');

describe('a loan tile’s repayment period', () => {
  it('says whole years in years in every language', async () => {
    expect((await figuresIn('en', loan({ minDurationMonths: 60, maxDurationMonths: 60 })))['Repayment']).toBe('5 years');
    expect((await figuresIn('mk', loan({ minDurationMonths: 60, maxDurationMonths: 60 })))['Рок на отплата']).toBe('5 години');
    expect((await figuresIn('sq', loan({ maxDurationMonths: 60 })))['Afati i shlyerjes']).toBe('deri në 5 vjet');
    expect((await figuresIn('en', loan({ minDurationMonths: 12, maxDurationMonths: 360 })))['Repayment']).toBe('1–30 years');
    expect((await figuresIn('mk', loan({ minDurationMonths: 12 })))['Рок на отплата']).toBe('од 1 година');
  });

  it('keeps months when either end is no whole number of years', async () => {
    expect((await figuresIn('en', loan({ minDurationMonths: 6, maxDurationMonths: 60 })))['Repayment']).toBe('6–60 months');
    expect((await figuresIn('mk', loan({ minDurationMonths: 18, maxDurationMonths: 18 })))['Рок на отплата']).toBe('18 месеци');
  });
});

describe('a loan tile’s effective rate', () => {
  it('stands right after the rate range, formatted for the language', async () => {
    const product = loan({ fixedRate: { min: 4.5, max: 6 }, effectiveRate: 6.42 });
    const en = await figuresIn('en', product);
    expect(Object.keys(en).slice(1, 3)).toEqual(['Interest rate', 'Effective rate']);
    expect(plain(en['Effective rate'])).toBe('6.42%');
    expect(plain((await figuresIn('mk', product))['ЕКС'])).toBe('6,42 %');
    expect(plain((await figuresIn('sq', product))['Norma efektive'])).toMatch(/^6,42 ?%$/u);
  });

  it('is left out when the bank has not given it', async () => {
    expect(Object.keys(await figuresIn('en', loan({ fixedRate: { min: 4.5 } })))).not.toContain('Effective rate');
  });
});

describe("a loan or deposit tile's offer terms", () => {
  it('say denars with a EUR clause and the days the offer holds, as each language writes dates', async () => {
    const offer = loan({ eurClause: true, validFrom: '2026-12-01', validUntil: '2026-12-31' });
    expect(await figuresIn('mk', offer)).toMatchObject({ Валута: 'денари со девизна клаузула', 'Понудата важи': '01.12.2026 – 31.12.2026' });
    expect((await figuresIn('en', loan({ validUntil: '2026-12-31' })))['Offer valid']).toBe('until 31 Dec 2026');
    expect((await figuresIn('sq', loan({ validFrom: '2026-12-01' })))['Oferta vlen']).toBe('nga 01.12.2026');
    expect(await figuresIn('en', loan({}))).not.toHaveProperty('Offer valid');
  });
});
