import type { CustomerType, FaqQuestion } from './faq-types';

/**
 * Whether a question is meant for this account: `corporate-faqs` only for corporate accounts, items
 * with a `customer_type` (tariffs) only for that type, the rest for everyone.
 */
export function isQuestionForCustomer(question: FaqQuestion, customerType: CustomerType | null): boolean {
  if (question.categoryId === 'corporate-faqs' && customerType !== 'corporate') return false;
  if (question.customerType !== null && question.customerType !== customerType) return false;
  return true;
}
