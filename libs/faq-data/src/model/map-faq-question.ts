import { asRecord } from '@console/plain-data';
import { matchFaqCategory } from './faq-categories';
import type { CustomerType, FaqQuestion } from './faq-types';

/** A catalogue document as it arrives from the listener. */
export interface RawRecord {
  id: unknown;
  data: unknown;
}

const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

export function asCustomerType(value: unknown): CustomerType | null {
  return value === 'individual' || value === 'corporate' ? value : null;
}

/** Scenario items are guided flows of the assistant, not questions a bank answers in words. */
export function isScenarioType(type: unknown): boolean {
  return typeof type === 'string' && type.trim().toLowerCase() === 'scenario';
}

/** Maps one catalogue record (specification section 3); scenario items give null. */
export function mapFaqQuestion({ id, data }: RawRecord): FaqQuestion | null {
  if (typeof id !== 'string' || id.length === 0) throw new Error('Faq is missing an id parameter');
  const record = asRecord(data);
  const defaultAnswer = asRecord(record['default_answer']);
  if (isScenarioType(defaultAnswer['type'])) return null;
  const scenario = defaultAnswer['scenario'];
  return {
    id,
    isTop: record['top'] === true,
    question: asString(record['question']),
    variants: Array.isArray(record['variants']) ? record['variants'].filter((variant): variant is string => typeof variant === 'string') : [],
    defaultAnswer: asString(defaultAnswer['text']),
    category: asString(record['category']),
    categoryId: matchFaqCategory(record['category']),
    scenario: typeof scenario === 'string' ? scenario : null,
    type: asString(defaultAnswer['type']),
    customerType: asCustomerType(record['customer_type']),
  };
}

export function mapFaqCatalogue(records: readonly RawRecord[]): FaqQuestion[] {
  return records.map(mapFaqQuestion).filter((question): question is FaqQuestion => question !== null);
}
