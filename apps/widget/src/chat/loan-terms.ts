import type { PublishedProduct } from '@console/assistant-contract';
import type { LoanTerms } from '@console/assistant-engine';

const numberAt = (value: unknown, key?: string): number | undefined => {
  const inner = key === undefined ? value : typeof value === 'object' && value !== null ? Object.entries(value).find(([name]) => name === key)?.[1] : undefined;
  return typeof inner === 'number' && Number.isFinite(inner) ? inner : undefined;
};

/**
 * A loan's own terms for the instalment calculator: its lowest quoted rate (fixed, else variable) and
 * its amount and term limits; null when the bank did not give enough to calculate honestly.
 */
export function loanTermsOf(product: PublishedProduct): LoanTerms | null {
  if (product.kind !== 'loans') return null;
  const { fields } = product;
  const rate = numberAt(fields['fixedRate'], 'min') ?? numberAt(fields['fixedRate'], 'max') ?? numberAt(fields['variableRate'], 'min') ?? numberAt(fields['variableRate'], 'max');
  const minAmount = numberAt(fields['minAmount']);
  const maxAmount = numberAt(fields['maxAmount']);
  const minMonths = numberAt(fields['minDurationMonths']);
  const maxMonths = numberAt(fields['maxDurationMonths']);
  if (rate === undefined || maxAmount === undefined || maxMonths === undefined) return null;
  return { annualRatePercent: rate, minAmount: minAmount ?? 0, maxAmount, minMonths: minMonths ?? 1, maxMonths };
}
