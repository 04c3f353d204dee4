import type { Lead } from '@console/assistant-contract';
import type { StoredDocument } from '@console/backend';
import { isLocale } from '@console/locale';
import { asRecord } from '@console/plain-data';

export type LeadRow = Lead & { id: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

/** A stored request as plain data; customers wrote it, so every field is checked, not trusted. */
export function mapLead({ id, data }: StoredDocument): LeadRow {
  const record = asRecord(data);
  const channel = record['channel'];
  return {
    id,
    name: text(record['name']),
    contact: text(record['contact']),
    productId: textOrNull(record['productId']),
    productName: textOrNull(record['productName']),
    amount: typeof record['amount'] === 'number' ? record['amount'] : null,
    termMonths: typeof record['termMonths'] === 'number' ? record['termMonths'] : null,
    currency: text(record['currency']) || 'MKD',
    locale: isLocale(record['locale']) ? record['locale'] : 'mk',
    channel: channel === 'viber' || channel === 'messenger' || channel === 'whatsapp' ? channel : 'web',
    createdAt: typeof record['createdAt'] === 'number' ? record['createdAt'] : 0,
    handled: record['handled'] === true,
    consentText: text(record['consentText']),
  };
}
