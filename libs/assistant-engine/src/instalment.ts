/** What a loan allows, for the instalment calculator. Amounts in the loan's currency. */
export type LoanTerms = {
  annualRatePercent: number;
  minAmount: number;
  maxAmount: number;
  minMonths: number;
  maxMonths: number;
};

/**
 * The monthly instalment of an annuity loan (equal instalments, interest on the remaining debt):
 * A = P·r / (1 − (1 + r)^−n) with r the monthly rate; without interest simply P / n.
 */
export function monthlyInstalment(amount: number, annualRatePercent: number, months: number): number {
  if (months <= 0 || amount <= 0) return 0;
  const monthlyRate = annualRatePercent / 100 / 12;
  if (monthlyRate === 0) return amount / months;
  return (amount * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

/** `value` kept within the loan's limits, so the calculator never shows an offer the bank does not make. */
export function withinTerms(terms: LoanTerms, amount: number, months: number): { amount: number; months: number } {
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));
  return { amount: clamp(amount, terms.minAmount, terms.maxAmount), months: Math.round(clamp(months, terms.minMonths, terms.maxMonths)) };
}
