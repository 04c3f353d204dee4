import { asRecord } from '@console/plain-data';
import type { ProductKind } from '@console/data-paths';
import { DEPOSIT_TERMS_MONTHS, type DepositTerm } from './deposit';
import type { ProductFields, ProductTexts } from './product-types';

/**
 * How each stored value of a product is read back. The shape is the rules' own: the type below is
 * derived from what the kind's schema lets through, so a field added to a schema and not here, or named
 * here and not there, does not compile. Reading needs no schema, so a screen that only shows products
 * does not load the rules' library.
 */
type Readings<T> = { [P in keyof T]-?: ReadingOf<NonNullable<T[P]>> };
type ReadingOf<V> = V extends boolean ? 'flag' : V extends number ? 'number' : V extends string ? 'text' : V extends object ? Readings<V> : never;
type Reading = 'flag' | 'number' | 'text' | { [field: string]: Reading };

const rateRange = { min: 'number', max: 'number' } as const;
const depositRate = { base: 'number', minimum: 'number', yearlyRate: 'number', validityMonths: 'number', periodMonths: 'number', demand: 'number' } as const;
const offerTerms = { eurClause: 'flag', validFrom: 'text', validUntil: 'text' } as const;
const termRates = Object.fromEntries(DEPOSIT_TERMS_MONTHS.map((months) => [months, 'number'])) as Record<DepositTerm, 'number'>;

const FIELD_READINGS: { [K in ProductKind]: Readings<ProductFields<K>> } = {
  cards: {
    type: 'text',
    brand: 'text',
    currency: 'text',
    url: 'text',
    price: 'number',
    minMonthlyPayment: 'number',
    maxInstallments: 'number',
    gracePeriodDays: 'number',
    maxCreditLimit: 'number',
    overdraftLimit: 'number',
    destinationEmail: 'text',
  },
  loans: {
    category: 'text',
    currency: 'text',
    url: 'text',
    gracePeriodMonths: 'number',
    minAmount: 'number',
    maxAmount: 'number',
    minInstalment: 'number',
    instalmentAmount: 'number',
    minDurationMonths: 'number',
    maxDurationMonths: 'number',
    minParticipationPercent: 'number',
    fixedRate: rateRange,
    variableRate: rateRange,
    effectiveRate: 'number',
    fixedRateYears: 'number',
    destinationEmail: 'text',
    ...offerTerms,
  },
  deposits: {
    type: 'text',
    currency: 'text',
    url: 'text',
    destinationEmail: 'text',
    ...offerTerms,
    termRates,
    minAmount: 'number',
    frequency: 'text',
    ownership: 'text',
    partialWithdrawal: 'flag',
    earlyTermination: 'flag',
    fixedRate: depositRate,
    variableRate: depositRate,
  },
};

const TEXT_READINGS: { [K in ProductKind]: Readings<ProductTexts<K>> } = {
  cards: { name: 'text', bankName: 'text', highlights: 'text' },
  loans: { name: 'text', fees: 'text' },
  deposits: { name: 'text', shortDescription: 'text', fullDescription: 'text', shortConditions: 'text', fullConditions: 'text', earlyWithdrawalPenalty: 'text' },
};

/**
 * A value kept only when of its field's type; a flag is true only when stored true; a group is read
 * field by field, a missing one as empty. Fields no rule knows are left out.
 */
function read(readings: { [field: string]: Reading }, value: unknown): Record<string, unknown> {
  const stored = asRecord(value);
  const result: Record<string, unknown> = {};
  for (const [field, reading] of Object.entries(readings)) {
    const item = stored[field];
    if (reading === 'flag') result[field] = item === true;
    else if (typeof reading === 'object') result[field] = read(reading, item);
    else if (reading === 'text' ? typeof item === 'string' : typeof item === 'number' && Number.isFinite(item)) result[field] = item;
  }
  return result;
}

/** A stored product's fields as its kind's rules shape them, without checking them. */
export function readProductFields<K extends ProductKind>(kind: K, value: unknown): ProductFields<K> {
  return read(FIELD_READINGS[kind], value) as ProductFields<K>;
}

/** A stored product's texts in one language; a missing name reads as empty. */
export function readProductTexts<K extends ProductKind>(kind: K, value: unknown): ProductTexts<K> {
  return { name: '', ...read(TEXT_READINGS[kind], value) } as ProductTexts<K>;
}
