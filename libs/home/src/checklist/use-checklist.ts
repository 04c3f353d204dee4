import { hasEditedPersonalDetails, useAccount } from '@console/account-data';
import { useAnswerCoverage } from '@console/faq-data';
import { useProductCoverage } from '@console/products-data';
import { buildChecklist, type Checklist } from './checklist';

export type ChecklistState = { status: 'pending' } | { status: 'error' } | { status: 'success'; checklist: Checklist };

/**
 * The checklist from live data: the bank's answers and its products of every kind in every language,
 * and the account document. It changes the moment any of them does, and not with the console's language.
 */
export function useChecklist(): ChecklistState {
  const faq = useAnswerCoverage();
  const products = useProductCoverage();
  const account = useAccount();
  if (faq.status === 'error' || products.status === 'error' || (account.isError && !account.data)) return { status: 'error' };
  if (faq.status !== 'success' || products.status !== 'success' || !account.data) return { status: 'pending' };
  return {
    status: 'success',
    checklist: buildChecklist({
      answered: faq.answered,
      products,
      personalDetailsEdited: hasEditedPersonalDetails(account.data),
    }),
  };
}
