import { useEffect, useId, useState } from 'react';
import { monthlyInstalment, withinTerms, type LoanTerms } from '@console/assistant-engine';
import type { Locale } from '@console/locale';
import { formatMoney, formatNumber, formatPercent, parseOptionalDecimal } from '@console/numbers';
import { figuresTranslator, type Translate } from '../texts';
import styles from './chat.module.css';

type LoanCalculatorProps = {
  terms: LoanTerms;
  currency: string;
  t: Translate;
  locale: Locale;
  /** The amount and the term in months as the customer sets them (and as they start), for a request about the loan. */
  onAmountChange?: (amount: number) => void;
  onTermChange?: (months: number) => void;
};

/** Steps a slider moves by: round sums a person would ask for. */
const amountStep = (max: number) => (max > 1_000_000 ? 50_000 : max > 100_000 ? 10_000 : 1_000);

/** The term a calculation starts at, as people most often borrow for: five years, within the loan's limits. */
const TYPICAL_MONTHS = 60;

/**
 * How the term is chosen: a long loan (three years or more) in whole years, a short one in months.
 * `null` when the loan's limits hold no whole year.
 */
function yearsScale({ minMonths, maxMonths }: LoanTerms): { from: number; to: number } | null {
  const from = Math.max(1, Math.ceil(minMonths / 12));
  const to = Math.floor(maxMonths / 12);
  return maxMonths >= 36 && from <= to ? { from, to } : null;
}

/** A loan's monthly instalment for an amount and a term within its own limits, at its own rate. */
export function LoanCalculator({ terms, currency, t, locale, onAmountChange, onTermChange }: LoanCalculatorProps) {
  const id = useId();
  const years = yearsScale(terms);
  const typicalMonths = years ? Math.min(years.to, Math.max(years.from, TYPICAL_MONTHS / 12)) * 12 : Math.min(terms.maxMonths, Math.max(terms.minMonths, TYPICAL_MONTHS));
  const start = withinTerms(terms, Math.round((terms.minAmount + terms.maxAmount) / 2 / amountStep(terms.maxAmount)) * amountStep(terms.maxAmount), typicalMonths);
  const [amount, setAmountState] = useState(start.amount);
  const setAmount = (next: number) => {
    setAmountState(next);
    onAmountChange?.(next);
  };
  const [months, setMonthsState] = useState(start.months);
  const setMonths = (next: number) => {
    setMonthsState(next);
    onTermChange?.(next);
  };
  useEffect(() => {
    onAmountChange?.(start.amount);
    onTermChange?.(start.months);
    // Only the starting values are reported on mount; later ones as they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // What the customer types is kept as typed while the field has the focus; the figure it gives, within
  // the loan's limits, moves the slider and the instalment at once, and the field shows it once left.
  const [amountDraft, setAmountDraft] = useState<string | null>(null);
  const [termDraft, setTermDraft] = useState<string | null>(null);
  const typeAmount = (text: string) => {
    setAmountDraft(text);
    const typed = parseOptionalDecimal(text, locale);
    if (typed !== undefined && Number.isFinite(typed)) setAmount(withinTerms(terms, typed, months).amount);
  };
  const typeTerm = (text: string) => {
    setTermDraft(text);
    const typed = Number.parseInt(text, 10);
    if (!Number.isFinite(typed)) return;
    setMonths(years ? Math.min(years.to, Math.max(years.from, typed)) * 12 : withinTerms(terms, amount, typed).months);
  };
  const instalment = monthlyInstalment(amount, terms.annualRatePercent, months);
  const figuresT = figuresTranslator(locale);
  const termText = years ? figuresT('years', { count: months / 12 }) : figuresT('months', { count: months });
  return (
    <fieldset className={styles.calculator}>
      <legend>{t('calculator.title')}</legend>
      <label htmlFor={`${id}-amount`}>
        {t('calculator.amount')}: <strong>{formatMoney(amount, currency, locale)}</strong>
      </label>
      <input
        id={`${id}-amount`}
        type="range"
        min={terms.minAmount}
        max={terms.maxAmount}
        step={amountStep(terms.maxAmount)}
        value={amount}
        aria-valuetext={formatMoney(amount, currency, locale)}
        onChange={(event) => setAmount(withinTerms(terms, Number(event.target.value), months).amount)}
      />
      <input
        type="text"
        className={styles.typedFigure}
        inputMode="decimal"
        autoComplete="off"
        aria-label={t('calculator.typeAmount', { currency })}
        value={amountDraft ?? formatNumber(amount, locale)}
        onChange={(event) => typeAmount(event.target.value)}
        onBlur={() => setAmountDraft(null)}
      />
      <label htmlFor={`${id}-months`}>
        {t('calculator.term')}: <strong>{termText}</strong>
      </label>
      <input
        id={`${id}-months`}
        type="range"
        min={years ? years.from : terms.minMonths}
        max={years ? years.to : terms.maxMonths}
        step={1}
        value={years ? months / 12 : months}
        aria-valuetext={termText}
        onChange={(event) => setMonths(withinTerms(terms, amount, Number(event.target.value) * (years ? 12 : 1)).months)}
      />
      <input
        type="text"
        className={styles.typedFigure}
        inputMode="numeric"
        autoComplete="off"
        aria-label={t(years ? 'calculator.typeYears' : 'calculator.typeMonths')}
        value={termDraft ?? String(years ? months / 12 : months)}
        onChange={(event) => typeTerm(event.target.value)}
        onBlur={() => setTermDraft(null)}
      />
      <p className={styles.instalment}>
        {t('calculator.instalment')}: <output aria-live="polite">{formatMoney(Math.round(instalment), currency, locale)}</output>
      </p>
      <p className={styles.note}>{t('calculator.note', { rate: formatPercent(terms.annualRatePercent, locale) })}</p>
    </fieldset>
  );
}
