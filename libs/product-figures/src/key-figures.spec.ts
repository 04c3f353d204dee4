import { describe, expect, it } from 'vitest';
import type { PublishedProductFields } from '@console/assistant-contract';
import type { LanguageCode } from '@console/i18n';
import { createTestI18n } from '@console/testing';
import type { FigureTranslate } from './figure-texts';
import { keyFigures, type FiguresOf } from './key-figures';

const loan = (fields: PublishedProductFields['loans']): FiguresOf => ({ kind: 'loans', fields: { currency: 'MKD', ...fields } });
const deposit = (fields: PublishedProductFields['deposits']): FiguresOf => ({ kind: 'deposits', fields });

/** The figures by label, translated by i18next from the real texts of the language. */
async function figuresIn(language: LanguageCode, product: FiguresOf, fallbackCurrency = 'MKD'): Promise<Record<string, string>> {
  const i18n = await createTestI18n(language, ['product-figures']);
  const t: FigureTranslate = i18n.getFixedT(language, 'product-figures');
  return Object.fromEntries(keyFigures(product, language, t, fallbackCurrency).map(({ label, value }) => [label, value.replace(/\u00a0|\u202f/gu, ' ')]));
}

describe("a loan's term", () => {
  it('is said in years when its ends are whole years, in every language', async () => {
    expect((await figuresIn('en', loan({ minDurationMonths: 60, maxDurationMonths: 60 })))['Repayment term']).toBe('5 years');
    expect((await figuresIn('mk', loan({ minDurationMonths: 12, maxDurationMonths: 360 })))['Рок на отплата']).toBe('1–30 години');
    expect((await figuresIn('sq', loan({ maxDurationMonths: 60 })))['Afati i shlyerjes']).toBe('deri në 5 vjet');
    expect((await figuresIn('mk', loan({ minDurationMonths: 12 })))['Рок на отплата']).toBe('од 1 година');
  });

  it('stays in months when either end is no whole number of years', async () => {
    expect((await figuresIn('en', loan({ minDurationMonths: 6, maxDurationMonths: 60 })))['Repayment term']).toBe('6–60 months');
    expect((await figuresIn('mk', loan({ minDurationMonths: 18, maxDurationMonths: 18 })))['Рок на отплата']).toBe('18 месеци');
  });
});

describe("a loan's rates", () => {
  it('are all shown: the fixed one with its years, the variable one after it, and the effective rate right after them', async () => {
    const rates = { fixedRate: { min: 5.5, max: 6.5 }, variableRate: { min: 6.9, max: 6.9 }, effectiveRate: 7.2 };
    const product = loan({ ...rates, fixedRateYears: 3 });
    const en = await figuresIn('en', product);
    expect(Object.keys(en)).toEqual(['Fixed rate, first 3 years', 'Variable rate after that', 'Effective interest rate']);
    expect(en['Fixed rate, first 3 years']).toMatch(/^5\.5 ?%? ?– ?6\.5 ?%$/u);
    expect(en['Variable rate after that']).toBe('6.9%');
    expect(en['Effective interest rate']).toBe('7.2%');
    expect(await figuresIn('mk', product)).toMatchObject({ 'Фиксна камата, првите 3 години': '5,5–6,5 %', 'Променлива камата потоа': '6,9 %', 'Ефективна каматна стапка (ЕКС)': '7,2 %' });
    expect(Object.keys(await figuresIn('sq', loan({ ...rates, fixedRateYears: 1 })))).toContain('Interes fiks, viti i parë');
  });

  it('name a single rate by its kind, say "from" or "up to" for a half-given range, and leave out what the bank did not give', async () => {
    expect(await figuresIn('en', loan({ variableRate: { min: 6, max: 7 } }))).toHaveProperty('Variable rate');
    expect((await figuresIn('en', loan({ fixedRate: { min: 4.5 } })))['Fixed rate']).toBe('from 4.5%');
    expect(Object.keys(await figuresIn('en', loan({ fixedRate: { min: 4.5 } })))).not.toContain('Effective interest rate');
  });
});

describe("a loan's amount", () => {
  it('is a range in its own currency, or "up to" its highest', async () => {
    expect((await figuresIn('mk', loan({ minAmount: 30_000, maxAmount: 900_000 })))['Износ']).toBe('30.000–900.000 ден.');
    expect((await figuresIn('en', loan({ maxAmount: 20_000, currency: 'EUR' })))['Amount']).toBe('up to €20,000');
  });
});

describe("an offer's terms", () => {
  it('say denars with a EUR clause and the days the offer holds, as each language writes dates', async () => {
    expect(await figuresIn('mk', loan({ eurClause: true, validFrom: '2026-12-01', validUntil: '2026-12-31' }))).toMatchObject({
      Валута: 'денари со девизна клаузула во евра',
      'Понудата важи': '01.12.2026 – 31.12.2026',
    });
    expect((await figuresIn('en', loan({ validUntil: '2026-12-31' })))['Offer valid']).toBe('until 31 Dec 2026');
    expect((await figuresIn('sq', deposit({ validFrom: '2026-12-01' })))['Oferta vlen']).toBe('nga 01.12.2026');
    expect(await figuresIn('en', loan({ eurClause: false }))).not.toHaveProperty('Currency');
  });
});

describe("a deposit's figures", () => {
  it('list its rates by term, shortest first, make its rate range of them, and give its minimum in its currency', async () => {
    const figures = await figuresIn('mk', deposit({ currency: 'EUR', minAmount: 1000, termRates: { '12': 3.2, '3': 1.5 } }));
    expect(figures['Стапки по рок']).toBe('3 месеци: 1,5 % · 12 месеци: 3,2 %');
    expect(figures['Каматна стапка']).toBe('1,5–3,2 %');
    expect(figures['Минимален депозит']).toContain('1.000');
  });
});

describe("a card's figures", () => {
  it('give its annual fee in the bank’s currency when the card has none, its interest-free days and its credit limit', async () => {
    expect(await figuresIn('en', { kind: 'cards', fields: { price: 500, gracePeriodDays: 45, maxCreditLimit: 300_000 } }, 'MKD')).toEqual({
      'Annual fee': 'MKD 500',
      'Interest-free period': '45 days',
      'Credit limit': 'up to MKD 300,000',
    });
  });
});
