import { asRecord } from '@console/backend';
import type { FaqAccount, FaqImportRecord } from './faq-types';
import { asCustomerType } from './map-faq-question';


function mapImport(value: unknown): FaqImportRecord | null {
  const record = asRecord(value);
  if (record['status'] !== 'running' && record['status'] !== 'done') return null;
  const count = (field: unknown) => (typeof field === 'number' && field >= 0 ? field : 0);
  return { status: record['status'], done: count(record['done']), total: count(record['total']) };
}

/** The parts of the account document the FAQ needs: the customer type and the import's progress. */
export function mapFaqAccount(data: unknown): FaqAccount {
  const record = asRecord(data);
  return { customerType: asCustomerType(asRecord(record['profile'])['customerType']), faqImport: mapImport(record['faqImport']) };
}
