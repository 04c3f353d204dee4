import { describe, expect, it } from 'vitest';
import type { AnyProduct } from '@console/products-data';
import { publicProduct } from './public-product';

const common = { locale: 'mk', photo: null, translated: true, sourceLocale: 'mk', hidden: false, updatedAt: null } as const;

describe('publicProduct', () => {
  it("publishes a loan's effective rate and fees, never the e-mail its applications go to", () => {
    const loan: AnyProduct = {
      ...common,
      id: 'l1',
      kind: 'loans',
      fields: { category: 'HOME', currency: 'MKD', fixedRate: { min: 4.5 }, variableRate: {}, effectiveRate: 5.12, fixedRateYears: 5, destinationEmail: 'krediti@bank.mk', eurClause: false },
      texts: { name: 'Станбен', fees: 'Надомест за одобрување 1 %' },
    };
    const published = publicProduct(loan, null);
    expect(published.fields).toMatchObject({ effectiveRate: 5.12, fixedRateYears: 5 });
    expect(published.texts).toEqual({ fees: 'Надомест за одобрување 1 %' });
    expect(JSON.stringify(published)).not.toContain('krediti@bank.mk');
  });

  it("publishes a deposit's web page and minimum amount, never its application e-mail", () => {
    const deposit: AnyProduct = {
      ...common,
      id: 'd1',
      kind: 'deposits',
      fields: {
        type: 'term',
        currency: 'EUR',
        url: 'https://bank.mk/depoziti',
        destinationEmail: 'depoziti@bank.mk',
        minAmount: 500,
        partialWithdrawal: false,
        earlyTermination: true,
        fixedRate: { yearlyRate: 2.1 },
        termRates: {},
        eurClause: false,
        variableRate: {},
      },
      texts: { name: 'Орочен' },
    };
    const published = publicProduct(deposit, null);
    expect(published.url).toBe('https://bank.mk/depoziti');
    expect(published.fields).toMatchObject({ minAmount: 500 });
    expect(JSON.stringify(published)).not.toContain('depoziti@bank.mk');
  });
});
