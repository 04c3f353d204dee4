import { describe, expect, it } from 'vitest';
import type { PublishedProduct, PublishedProductFields } from '@console/assistant-contract';
import { loanTermsOf } from './loan-terms';

const loan = (fields: PublishedProductFields['loans']): PublishedProduct<'loans'> => ({ id: 'l1', kind: 'loans', name: 'Станбен', texts: {}, fields, photo: null, url: null });

describe("a loan's terms for the calculator", () => {
  it('take the highest rate the loan quotes, fixed or variable', () => {
    const terms = loanTermsOf(loan({ maxAmount: 900_000, maxDurationMonths: 360, fixedRate: { min: 4.5, max: 5.2 }, variableRate: { min: 5.9, max: 6.4 } }));
    expect(terms).toEqual({ annualRatePercent: 6.4, minAmount: 0, maxAmount: 900_000, minMonths: 1, maxMonths: 360 });
  });

  it('are none when the loan gives no rate, no highest amount or no longest term', () => {
    expect(loanTermsOf(loan({ maxAmount: 900_000, maxDurationMonths: 96 }))).toBeNull();
    expect(loanTermsOf(loan({ maxDurationMonths: 96, fixedRate: { min: 5, max: 5 } }))).toBeNull();
    expect(loanTermsOf({ id: 'c1', kind: 'cards', name: 'Visa', texts: {}, fields: { price: 500 }, photo: null, url: null })).toBeNull();
  });
});
