import { asRecord } from '@console/plain-data';
import { PUBLICATION_AREAS, type PublicationArea } from './publication-draft';

/**
 * The owner's record of publishing, kept with the account: the assistant's public id (stable from the
 * first publish on), the version customers see, when it was published and what each area held then.
 */
export type PublicationState = {
  assistantId: string | null;
  version: string | null;
  publishedAt: number | null;
  fingerprints: Record<PublicationArea, string> | null;
  /** Host names (or `*.bank.mk` wildcards) the chat may open on; published with the next publish. */
  allowedDomains: string[];
};

export const EMPTY_PUBLICATION_STATE: PublicationState = { assistantId: null, version: null, publishedAt: null, fingerprints: null, allowedDomains: [] };

const stringOrNull = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

function mapFingerprints(value: unknown): Record<PublicationArea, string> | null {
  const record = asRecord(value);
  const entries = PUBLICATION_AREAS.map((area) => [area, record[area]] as const);
  if (!entries.every(([, digest]) => typeof digest === 'string')) return null;
  return { assistant: String(record['assistant']), faq: String(record['faq']), products: String(record['products']) };
}

export function mapPublicationState(data: unknown): PublicationState {
  const record = asRecord(data);
  const domains = record['allowedDomains'];
  return {
    assistantId: stringOrNull(record['assistantId']),
    version: stringOrNull(record['version']),
    publishedAt: typeof record['publishedAt'] === 'number' ? record['publishedAt'] : null,
    fingerprints: mapFingerprints(record['fingerprints']),
    allowedDomains: Array.isArray(domains) ? domains.filter((domain): domain is string => typeof domain === 'string') : [],
  };
}
