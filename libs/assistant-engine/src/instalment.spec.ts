import { describe, expect, it } from 'vitest';
import { monthlyInstalment, withinTerms } from './instalment';

describe('monthlyInstalment', () => {
  it('pays back the amount with the interest of each month on what is still owed', () => {
    const amount = 300_000;
    const instalment = monthlyInstalment(amount, 6.5, 36);
    let owed = amount;
    for (let month = 0; month < 36; month += 1) owed = owed * (1 + 0.065 / 12) - instalment;
    expect(Math.abs(owed)).toBeLessThan(0.01);
    expect(instalment).toBeCloseTo(9194.7, 1);
  });

  it('divides evenly without interest and is nothing for nothing', () => {
    expect(monthlyInstalment(12_000, 0, 12)).toBe(1000);
    expect(monthlyInstalment(0, 5, 12)).toBe(0);
    expect(monthlyInstalment(12_000, 5, 0)).toBe(0);
  });
});

describe('withinTerms', () => {
  const terms = { annualRatePercent: 6.5, minAmount: 30_000, maxAmount: 900_000, minMonths: 12, maxMonths: 96 };

  it('keeps an amount and a term the loan offers', () => {
    expect(withinTerms(terms, 5_000_000, 200)).toEqual({ amount: 900_000, months: 96 });
    expect(withinTerms(terms, 1000, 3)).toEqual({ amount: 30_000, months: 12 });
    expect(withinTerms(terms, 450_000, 60.4)).toEqual({ amount: 450_000, months: 60 });
  });

  it('treats a value that is not a number as the minimum', () => {
    expect(withinTerms(terms, Number.NaN, Number.NaN)).toEqual({ amount: 30_000, months: 12 });
  });
});
