import type { TFunction as I18nTFunction } from 'i18next';

/** The products namespace's translate function: keys are checked against its texts. */
type TFunction = I18nTFunction<'products'>;
import { CARD_BRANDS, type AnyProduct, type RateRange } from '@console/products-data';
import { formatCalendarDay, formatMoney, formatMoneyRange, formatPercent, formatPercentRange, wholeYears } from '@console/numbers';

export interface KeyFigure {
  label: string;
  value: string;
}

type Bounds = { min?: number | undefined; max?: number | undefined };

/** "a–b", "from a" or "up to b" for a pair where either end may be missing. */
function range(t: TFunction, { min, max }: Bounds, both: (a: number, b: number) => string, one: (v: number) => string): string | null {
  if (min !== undefined && max !== undefined) return both(min, max);
  if (min !== undefined) return t('figures.from', { value: one(min) });
  if (max !== undefined) return t('figures.upTo', { value: one(max) });
  return null;
}

function loanRate(rates: RateRange[]): Bounds {
  const mins = rates.flatMap((rate) => (rate.min !== undefined ? [rate.min] : rate.max !== undefined ? [rate.max] : []));
  const maxs = rates.flatMap((rate) => (rate.max !== undefined ? [rate.max] : rate.min !== undefined ? [rate.min] : []));
  return { min: mins.length ? Math.min(...mins) : undefined, max: maxs.length ? Math.max(...maxs) : undefined };
}

/** A repayment period stored in months, said in years when both ends are whole years ("5 years", "1–5 years"). */
function duration(t: TFunction, { min, max }: Bounds): string | null {
  const ends = [min, max].filter((months): months is number => months !== undefined);
  const inYears = ends.length > 0 && ends.every((months) => wholeYears(months) !== undefined);
  const unit = (months: number) => (inYears ? (wholeYears(months) ?? months) : months);
  const one = (months: number) => t(inYears ? 'figures.years' : 'figures.months', { count: unit(months) });
  const both = (a: number, b: number) => (a === b ? one(a) : t(inYears ? 'figures.yearsRange' : 'figures.monthsRange', { from: unit(a), to: unit(b) }));
  return range(t, { min, max }, both, one);
}

/** The offer's first and last day, as the language writes dates. */
function validity(t: TFunction, locale: string, { validFrom, validUntil }: { validFrom?: string | undefined; validUntil?: string | undefined }): string | null {
  const day = (value: string) => formatCalendarDay(value, locale);
  if (validFrom && validUntil) return t('figures.dayRange', { from: day(validFrom), to: day(validUntil) });
  if (validFrom) return t('figures.fromDay', { day: day(validFrom) });
  if (validUntil) return t('figures.untilDay', { day: day(validUntil) });
  return null;
}

/** The currency as the offer states it: denars with a EUR clause said in words. */
const currencyOf = (t: TFunction, fields: { currency: string; eurClause?: boolean | undefined }) => (fields.eurClause ? t('figures.denarsWithEurClause') : fields.currency);

/** The two to five figures a list shows for a product, translated; missing ones are left out. */
export function keyFigures(product: AnyProduct, t: TFunction, locale: string): KeyFigure[] {
  const figures: Array<KeyFigure | null> = [];
  const add = (label: string, value: string | null | undefined) => figures.push(value ? { label, value } : null);
  switch (product.kind) {
    case 'cards': {
      const { fields } = product;
      add(t('fields.card.type'), fields.type ? t(`options.cardType.${fields.type}`) : null);
      add(t('fields.card.brand'), CARD_BRANDS[fields.brand]);
      add(t('figures.price'), fields.price !== undefined ? formatMoney(fields.price, fields.currency, locale) : null);
      add(t('figures.creditLimit'), fields.maxCreditLimit !== undefined ? t('figures.upTo', { value: formatMoney(fields.maxCreditLimit, fields.currency, locale) }) : null);
      break;
    }
    case 'loans': {
      const { fields } = product;
      add(t('fields.loan.category'), fields.category ? t(`options.loanCategory.${fields.category}`) : null);
      add(t('figures.rate'), range(t, loanRate([fields.fixedRate ?? {}, fields.variableRate ?? {}]), (a, b) => formatPercentRange(a, b, locale), (v) => formatPercent(v, locale)));
      // Right after the nominal rate: an offer must state the effective one (ЕКС) beside it.
      add(t('figures.effectiveRate'), fields.effectiveRate !== undefined ? formatPercent(fields.effectiveRate, locale) : null);
      add(t('figures.amount'), range(t, { min: fields.minAmount, max: fields.maxAmount }, (a, b) => formatMoneyRange(a, b, fields.currency, locale), (v) => formatMoney(v, fields.currency, locale)));
      add(t('figures.duration'), duration(t, { min: fields.minDurationMonths, max: fields.maxDurationMonths }));
      add(t('fields.currency'), fields.eurClause ? currencyOf(t, fields) : null);
      add(t('figures.validity'), validity(t, locale, fields));
      break;
    }
    case 'deposits': {
      const { fields } = product;
      const rates = [fields.fixedRate?.yearlyRate, fields.variableRate?.yearlyRate, ...Object.values(fields.termRates ?? {})].filter((rate): rate is number => rate !== undefined);
      add(t('fields.deposit.type'), fields.type ? t(`options.depositType.${fields.type}`) : null);
      add(t('figures.rate'), rates.length ? (rates.length > 1 ? t('figures.upTo', { value: formatPercent(Math.max(...rates), locale) }) : formatPercent(rates[0] ?? 0, locale)) : null);
      add(t('fields.deposit.frequency'), fields.frequency ? t(`options.frequency.${fields.frequency}`) : null);
      add(t('fields.currency'), currencyOf(t, fields));
      add(t('figures.validity'), validity(t, locale, fields));
      break;
    }
  }
  return figures.filter((figure): figure is KeyFigure => figure !== null);
}
