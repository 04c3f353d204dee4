import { hasEditedPersonalDetails, useAccount } from '@console/account-data';
import { useFaqData } from '@console/faq-data';
import { useProductCount } from '@console/products-data';
import { buildChecklist, type Checklist } from './checklist';

export type ChecklistState = { status: 'pending' } | { status: 'error' } | { status: 'success'; checklist: Checklist };

/**
 * The checklist from live data: the FAQ answers (answered as the FAQ counts them), the products of
 * every kind and the account document. It changes the moment any of them does.
 */
export function useChecklist(): ChecklistState {
  const faq = useFaqData();
  const products = useProductCount();
  const account = useAccount();
  if (faq.status === 'error' || products.status === 'error' || (account.isError && !account.data)) return { status: 'error' };
  if (faq.status !== 'success' || products.status !== 'success' || !account.data) return { status: 'pending' };
  return {
    status: 'success',
    checklist: buildChecklist({
      answeredQuestions: faq.entries.filter((entry) => entry.answered).length,
      products: products.count,
      personalDetailsEdited: hasEditedPersonalDetails(account.data),
    }),
  };
}
