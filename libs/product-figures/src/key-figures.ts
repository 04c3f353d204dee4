import type { PublishedProductFields } from '@console/assistant-contract';
import type { ProductKind } from '@console/data-paths';
import { finiteNumber, formatCalendarDay, formatMoney, formatMoneyRange, formatPercent, formatPercentRange, wholeYears } from '@console/numbers';
import type { FigureTranslate } from './figure-texts';

export interface KeyFigure {
  label: string;
  value: string;
}

/**
 * A product as far as its figures go: a published one (the chat), or the console's own, whose fields
 * agree with the published ones (checked where the console publishes).
 */
export type FiguresOf = { [K in ProductKind]: { kind: K; fields: PublishedProductFields[K] } }[ProductKind];

type Bounds = { min?: number | undefined; max?: number | undefined };

/** "a–b", "from a" or "up to b" for a pair where either end may be missing. */
function range(t: FigureTranslate, { min, max }: Bounds, both: (a: number, b: number) => string, one: (value: number) => string): string | null {
  const [low, high] = [finiteNumber(min), finiteNumber(max)];
  if (low !== undefined && high !== undefined) return low === high ? one(low) : both(low, high);
  if (low !== undefined) return t('from', { value: one(low) });
  if (high !== undefined) return t('upTo', { value: one(high) });
  return null;
}

/** A repayment term stored in months, said in years when its ends are whole years ("5 years", "1–5 years"). */
function term(t: FigureTranslate, { min, max }: Bounds): string | null {
  const ends = [finiteNumber(min), finiteNumber(max)].filter((months): months is number => months !== undefined);
  const inYears = ends.length > 0 && ends.every((months) => wholeYears(months) !== undefined);
  const unit = (months: number) => (inYears ? (wholeYears(months) ?? months) : months);
  const one = (months: number) => t(inYears ? 'years' : 'months', { count: unit(months) });
  return range(t, { min, max }, (a, b) => t(inYears ? 'yearsRange' : 'monthsRange', { from: unit(a), to: unit(b) }), one);
}

/** A term of whole months as people say it: in years when it is whole years ("5 years"), else in months ("18 months"). */
export function termInWords(months: number, t: FigureTranslate): string {
  const years = wholeYears(months);
  return years !== undefined ? t('years', { count: years }) : t('months', { count: months });
}

/** The offer's first and last day, as the language writes dates. */
function validity(t: FigureTranslate, locale: string, { validFrom, validUntil }: { validFrom?: string | undefined; validUntil?: string | undefined }): string | null {
  const day = (value: string) => formatCalendarDay(value, locale);
  if (validFrom && validUntil) return t('dayRange', { from: day(validFrom), to: day(validUntil) });
  if (validFrom) return t('fromDay', { day: day(validFrom) });
  if (validUntil) return t('untilDay', { day: day(validUntil) });
  return null;
}

/** A deposit's rate per term (`{ '3': 1.5, '12': 3 }`), shortest term first. */
function termRates(value: Record<string, number> | undefined): Array<[number, number]> {
  return Object.entries(value ?? {})
    .flatMap(([months, rate]): Array<[number, number]> => (finiteNumber(rate) !== undefined && Number.isFinite(Number(months)) ? [[Number(months), rate]] : []))
    .sort(([a], [b]) => a - b);
}

/**
 * The figures a customer compares first, the same on the console's product tiles and the chat's
 * cards, translated and written as the language writes numbers; absent ones are left out. Amounts are
 * in the product's currency, or `fallbackCurrency` (the bank's) when it has none.
 */
export function keyFigures(product: FiguresOf, locale: string, t: FigureTranslate, fallbackCurrency: string): KeyFigure[] {
  const currency = product.fields.currency ?? fallbackCurrency;
  const money = (value: number) => formatMoney(value, currency, locale);
  const moneyRange = (bounds: Bounds) => range(t, bounds, (a, b) => formatMoneyRange(a, b, currency, locale), money);
  const percent = (value: number) => formatPercent(value, locale);
  const percentRange = (bounds: Bounds | undefined) => range(t, bounds ?? {}, (a, b) => formatPercentRange(a, b, locale), percent);
  const figures: Array<KeyFigure | null> = [];
  const add = (label: string, value: string | null | undefined) => figures.push(value ? { label, value } : null);
  switch (product.kind) {
    case 'cards': {
      const { fields } = product;
      const [fee, grace, limit] = [finiteNumber(fields.price), finiteNumber(fields.gracePeriodDays), finiteNumber(fields.maxCreditLimit)];
      add(t('annualFee'), fee !== undefined ? money(fee) : null);
      add(t('gracePeriod'), grace !== undefined ? t('days', { count: grace }) : null);
      add(t('creditLimit'), limit !== undefined ? t('upTo', { value: money(limit) }) : null);
      break;
    }
    case 'loans': {
      const { fields } = product;
      add(t('amount'), moneyRange({ min: fields.minAmount, max: fields.maxAmount }));
      add(t('term'), term(t, { min: fields.minDurationMonths, max: fields.maxDurationMonths }));
      // Every rate the offer has: the fixed one (for how many years) and the variable one after it.
      const fixed = percentRange(fields.fixedRate);
      const years = finiteNumber(fields.fixedRateYears);
      add(years ? t('fixedRateFor', { count: years }) : t('fixedRate'), fixed);
      add(fixed && years ? t('variableRateAfter') : t('variableRate'), percentRange(fields.variableRate));
      // An offer must state the effective rate (ЕКС) next to the nominal one.
      const effective = finiteNumber(fields.effectiveRate);
      add(t('effectiveRate'), effective !== undefined ? percent(effective) : null);
      break;
    }
    case 'deposits': {
      const { fields } = product;
      const byTerm = termRates(fields.termRates);
      const rates = [fields.fixedRate, fields.variableRate]
        .flatMap((rate) => [rate?.minimum, rate?.base, rate?.yearlyRate])
        .concat(byTerm.map(([, rate]) => rate))
        .map(finiteNumber)
        .filter((rate): rate is number => rate !== undefined);
      add(t('interestRate'), percentRange(rates.length ? { min: Math.min(...rates), max: Math.max(...rates) } : undefined));
      const minimum = finiteNumber(fields.minAmount);
      add(t('minimumDeposit'), minimum !== undefined ? money(minimum) : null);
      add(t('ratesByTerm'), byTerm.map(([months, rate]) => t('termRate', { term: t('months', { count: months }), rate: percent(rate) })).join(' · '));
      break;
    }
  }
  if (product.kind !== 'cards') {
    // The offer's terms: denars tied to the euro, and the days it holds.
    add(t('currency'), product.fields.eurClause === true ? t('denarsWithEurClause') : null);
    add(t('validity'), validity(t, locale, product.fields));
  }
  return figures.filter((figure): figure is KeyFigure => figure !== null);
}
