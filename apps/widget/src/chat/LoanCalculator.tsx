import { useEffect, useId, useState } from 'react';
import { monthlyInstalment, withinTerms, type LoanTerms } from '@console/assistant-engine';
import type { Locale } from '@console/locale';
import { formatMoney, formatPercent } from '@console/numbers';
import type { Translate } from '../texts';
import styles from './chat.module.css';

type LoanCalculatorProps = { terms: LoanTerms; currency: string; t: Translate; locale: Locale; onAmountChange?: (amount: number) => void };

/** Steps a slider moves by: round sums a person would ask for. */
const amountStep = (max: number) => (max > 1_000_000 ? 50_000 : max > 100_000 ? 10_000 : 1_000);

/** A loan's monthly instalment for an amount and a term within its own limits, at its own rate. */
export function LoanCalculator({ terms, currency, t, locale, onAmountChange }: LoanCalculatorProps) {
  const id = useId();
  const start = withinTerms(terms, Math.round((terms.minAmount + terms.maxAmount) / 2 / amountStep(terms.maxAmount)) * amountStep(terms.maxAmount), Math.min(terms.maxMonths, Math.max(terms.minMonths, 60)));
  const [amount, setAmountState] = useState(start.amount);
  const setAmount = (next: number) => {
    setAmountState(next);
    onAmountChange?.(next);
  };
  useEffect(() => {
    onAmountChange?.(start.amount);
    // Only the starting amount is reported on mount; later ones as they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [months, setMonths] = useState(start.months);
  const instalment = monthlyInstalment(amount, terms.annualRatePercent, months);
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
      <label htmlFor={`${id}-months`}>
        {t('calculator.term')}: <strong>{t('figures.months', { count: months })}</strong>
      </label>
      <input
        id={`${id}-months`}
        type="range"
        min={terms.minMonths}
        max={terms.maxMonths}
        step={1}
        value={months}
        aria-valuetext={t('figures.months', { count: months })}
        onChange={(event) => setMonths(withinTerms(terms, amount, Number(event.target.value)).months)}
      />
      <p className={styles.instalment}>
        {t('calculator.instalment')}: <output aria-live="polite">{formatMoney(Math.round(instalment), currency, locale)}</output>
      </p>
      <p className={styles.note}>{t('calculator.note', { rate: formatPercent(terms.annualRatePercent, locale) })}</p>
    </fieldset>
  );
}
