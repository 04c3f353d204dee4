import type { PublishedProduct } from '@console/assistant-contract';
import type { LoanTerms } from '@console/assistant-engine';
import { finiteNumber } from '@console/numbers';

/**
 * A loan's own terms for the instalment calculator: the highest rate it quotes (fixed or variable: an
 * estimate must not promise the best case the customer may not get) and its amount and term limits;
 * null when the bank did not give enough to calculate honestly.
 */
export function loanTermsOf(product: PublishedProduct): LoanTerms | null {
  if (product.kind !== 'loans') return null;
  const { fields } = product;
  const rates = [fields.fixedRate, fields.variableRate].flatMap((rate) => [finiteNumber(rate?.min), finiteNumber(rate?.max)]).filter((rate) => rate !== undefined);
  const rate = rates.length > 0 ? Math.max(...rates) : undefined;
  // Published data crosses the network: each figure is read only if it really is a number.
  const minAmount = finiteNumber(fields.minAmount);
  const maxAmount = finiteNumber(fields.maxAmount);
  const minMonths = finiteNumber(fields.minDurationMonths);
  const maxMonths = finiteNumber(fields.maxDurationMonths);
  if (rate === undefined || maxAmount === undefined || maxMonths === undefined) return null;
  return { annualRatePercent: rate, minAmount: minAmount ?? 0, maxAmount, minMonths: minMonths ?? 1, maxMonths };
}
