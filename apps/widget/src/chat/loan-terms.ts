import type { PublishedProduct } from '@console/assistant-contract';
import type { LoanTerms } from '@console/assistant-engine';
import { numberIn } from './field-numbers';


/**
 * A loan's own terms for the instalment calculator: its lowest quoted rate (fixed, else variable) and
 * its amount and term limits; null when the bank did not give enough to calculate honestly.
 */
export function loanTermsOf(product: PublishedProduct): LoanTerms | null {
  if (product.kind !== 'loans') return null;
  const { fields } = product;
  const rate = numberIn(fields['fixedRate'], 'min') ?? numberIn(fields['fixedRate'], 'max') ?? numberIn(fields['variableRate'], 'min') ?? numberIn(fields['variableRate'], 'max');
  const minAmount = numberIn(fields['minAmount']);
  const maxAmount = numberIn(fields['maxAmount']);
  const minMonths = numberIn(fields['minDurationMonths']);
  const maxMonths = numberIn(fields['maxDurationMonths']);
  if (rate === undefined || maxAmount === undefined || maxMonths === undefined) return null;
  return { annualRatePercent: rate, minAmount: minAmount ?? 0, maxAmount, minMonths: minMonths ?? 1, maxMonths };
}
