import type { PublishedProduct } from '@console/assistant-contract';
import { formatCalendarDay, formatMoney, formatMoneyRange, formatPercent, formatPercentRange, wholeYears } from '@console/numbers';
import type { Locale } from '@console/locale';
import type { Translate } from '../texts';
import { numberIn } from './field-numbers';

export type Figure = { label: string; value: string };

const number = (value: unknown) => numberIn(value);
const rateField = (rate: unknown, key: string) => numberIn(rate, key);

function range(min: number | undefined, max: number | undefined, format: (min: number, max: number) => string): string | null {
  const low = min ?? max;
  const high = max ?? min;
  return low === undefined || high === undefined ? null : format(low, high);
}

/** A deposit's rate per term (`{ '3': 1.5, '12': 3 }`), shortest term first. */
function termRates(value: unknown): Array<[number, number]> {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value)
    .flatMap(([months, rate]): Array<[number, number]> => (typeof rate === 'number' && Number.isFinite(Number(months)) ? [[Number(months), rate]] : []))
    .sort(([a], [b]) => a - b);
}

/** A term stored in months, said in years when both ends are whole years ("5 years", "1–5 years"). */
function termText(min: number, max: number, t: Translate): string {
  const inYears = wholeYears(min) !== undefined && wholeYears(max) !== undefined;
  const unit = (months: number) => (inYears ? (wholeYears(months) ?? months) : months);
  const said = (months: number) => t(inYears ? 'figures.years' : 'figures.months', { count: unit(months) });
  return min === max ? said(max) : t('figures.range', { min: unit(min), max: said(max) });
}

/** The few figures a customer compares first, formatted for the language; absent ones are left out. */
export function keyFigures(product: PublishedProduct, locale: Locale, currency: string, t: Translate): Figure[] {
  const productCurrency = product.fields.currency ?? currency;
  const money = (min: number, max: number) => formatMoneyRange(min, max, productCurrency, locale);
  const percent = (min: number, max: number) => formatPercentRange(min, max, locale);
  const figures: Array<Figure | null> = [];
  if (product.kind === 'loans') {
    const { fields } = product;
    const amount = range(number(fields.minAmount), number(fields.maxAmount), money);
    const term = range(number(fields.minDurationMonths), number(fields.maxDurationMonths), (min, max) => termText(min, max, t));
    // Every rate the offer has: the fixed one (for how many years) and the variable one after it.
    const rateOf = (value: unknown) => range(rateField(value, 'min'), rateField(value, 'max'), percent);
    const fixed = rateOf(fields.fixedRate);
    const variable = rateOf(fields.variableRate);
    const fixedYears = number(fields.fixedRateYears);
    // An offer must state the effective rate next to the nominal one.
    const effective = number(fields.effectiveRate);
    figures.push(
      amount ? { label: t('figures.amount'), value: amount } : null,
      term ? { label: t('figures.term'), value: term } : null,
      fixed ? { label: fixedYears ? t('figures.fixedRateFor', { count: fixedYears }) : t('figures.fixedRate'), value: fixed } : null,
      variable ? { label: fixed && fixedYears ? t('figures.variableRateAfter') : t('figures.variableRate'), value: variable } : null,
      effective !== undefined ? { label: t('figures.effectiveRate'), value: formatPercent(effective, locale) } : null,
    );
  } else if (product.kind === 'cards') {
    const { fields } = product;
    const fee = number(fields.price);
    const grace = number(fields.gracePeriodDays);
    const limit = number(fields.maxCreditLimit);
    figures.push(
      fee !== undefined ? { label: t('figures.annualFee'), value: formatMoney(fee, productCurrency, locale) } : null,
      grace !== undefined ? { label: t('figures.gracePeriod'), value: t('figures.days', { count: grace }) } : null,
      limit !== undefined ? { label: t('figures.creditLimit'), value: formatMoney(limit, productCurrency, locale) } : null,
    );
  } else {
    const { fields } = product;
    const byTerm = termRates(fields.termRates);
    const rates = [fields.fixedRate, fields.variableRate]
      .flatMap((rate) => [rateField(rate, 'minimum'), rateField(rate, 'base'), rateField(rate, 'yearlyRate')])
      .concat(byTerm.map(([, rate]) => rate))
      .filter((rate): rate is number => rate !== undefined);
    const rate = range(rates.length ? Math.min(...rates) : undefined, rates.length ? Math.max(...rates) : undefined, percent);
    const minimum = number(fields.minAmount);
    figures.push(
      rate ? { label: t('figures.interestRate'), value: rate } : null,
      minimum !== undefined ? { label: t('figures.minimumDeposit'), value: formatMoney(minimum, productCurrency, locale) } : null,
      byTerm.length > 0
        ? { label: t('figures.ratesByTerm'), value: byTerm.map(([months, rate]) => t('figures.termRate', { term: t('figures.months', { count: months }), rate: formatPercent(rate, locale) })).join(' · ') }
        : null,
    );
  }
  if (product.kind !== 'cards') {
    // The offer's terms: denars tied to the euro, and the last day it holds (the chat shows none after it).
    const { eurClause, validUntil } = product.fields;
    figures.push(
      eurClause === true ? { label: t('figures.currency'), value: t('figures.denarsWithEurClause') } : null,
      typeof validUntil === 'string' ? { label: t('figures.validUntil'), value: formatCalendarDay(validUntil, locale) } : null,
    );
  }
  return figures.filter((figure): figure is Figure => figure !== null);
}
