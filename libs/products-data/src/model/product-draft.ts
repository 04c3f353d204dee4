import { asRecord } from '@console/plain-data';
import type { ProductKind } from '@console/data-paths';
import { DEFAULT_CURRENCY } from './currencies';
import { DEPOSIT_TERMS_MONTHS } from './deposit';
import type { AnyProduct, ProductFields, ProductTexts } from './product-types';

/** An empty number input. */
type NumberDraft = number | '';

/** A value as a form holds it: numbers may be empty, choices and texts are strings. */
export type Draft<T> = {
  [P in keyof T]-?: NonNullable<T[P]> extends number
    ? NumberDraft
    : NonNullable<T[P]> extends boolean
      ? boolean
      : NonNullable<T[P]> extends string
        ? string
        : Draft<NonNullable<T[P]>>;
};

export interface ProductDraft<K extends ProductKind = ProductKind> {
  fields: Draft<ProductFields<K>>;
  texts: Draft<ProductTexts<K>>;
}

const emptyRange = { min: '', max: '' } as const;
const emptyDepositRate = { base: '', minimum: '', yearlyRate: '', validityMonths: '', periodMonths: '', demand: '' } as const;

const emptyDrafts: { [K in ProductKind]: ProductDraft<K> } = {
  cards: {
    fields: {
      type: '',
      brand: '',
      currency: DEFAULT_CURRENCY,
      url: '',
      price: '',
      minMonthlyPayment: '',
      maxInstallments: '',
      gracePeriodDays: '',
      maxCreditLimit: '',
      overdraftLimit: '',
      destinationEmail: '',
    },
    texts: { name: '', bankName: '', highlights: '' },
  },
  loans: {
    fields: {
      category: '',
      currency: DEFAULT_CURRENCY,
      url: '',
      gracePeriodMonths: '',
      minAmount: '',
      maxAmount: '',
      minInstalment: '',
      instalmentAmount: '',
      minDurationMonths: '',
      maxDurationMonths: '',
      minParticipationPercent: '',
      fixedRate: { ...emptyRange },
      variableRate: { ...emptyRange },
      effectiveRate: '',
      fixedRateYears: '',
      destinationEmail: '',
      eurClause: false,
      validFrom: '',
      validUntil: '',
    },
    texts: { name: '', fees: '' },
  },
  deposits: {
    fields: {
      type: '',
      currency: DEFAULT_CURRENCY,
      url: '',
      destinationEmail: '',
      minAmount: '',
      frequency: '',
      ownership: '',
      partialWithdrawal: false,
      earlyTermination: false,
      fixedRate: { ...emptyDepositRate },
      variableRate: { ...emptyDepositRate },
      termRates: Object.fromEntries(DEPOSIT_TERMS_MONTHS.map((months) => [months, ''])) as Record<(typeof DEPOSIT_TERMS_MONTHS)[number], ''>,
      eurClause: false,
      validFrom: '',
      validUntil: '',
    },
    texts: { name: '', shortDescription: '', fullDescription: '', shortConditions: '', fullConditions: '', earlyWithdrawalPenalty: '' },
  },
};

/** The values of a new product's form. */
export function emptyDraft<K extends ProductKind>(kind: K): ProductDraft<K> {
  return structuredClone(emptyDrafts[kind]);
}

/** Fills every key of `empty` from `value`, keeping the empty value where the product has none. */
function fill<T>(empty: T, value: unknown): T {
  if (typeof empty !== 'object' || empty === null) return (value ?? empty) as T;
  const source = asRecord(value);
  const result: Record<string, unknown> = {};
  for (const [key, emptyValue] of Object.entries(empty as Record<string, unknown>)) result[key] = fill(emptyValue, source[key]);
  return result as T;
}

/** The values of the form that edits `product` in its language. */
export function draftFromProduct<K extends ProductKind>(product: AnyProduct & { kind: K }): ProductDraft<K> {
  const empty = emptyDraft(product.kind as K);
  return { fields: fill(empty.fields, product.fields), texts: fill(empty.texts, product.texts) };
}
