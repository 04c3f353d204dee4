import type { PublishedAssistant } from '@console/assistant-contract';

/** A published assistant of the demo bank in Skopje with the given parts (tests only). */
export function publishedWith(parts: PublishedAssistant['parts']): PublishedAssistant {
  return {
    assistantId: 'a1',
    head: {
      version: 'v1',
      parts: parts.map((_, index) => `p${index + 1}`),
      publishedAt: 0,
      assistant: { name: 'Vesna', bubbleColor: '#1A4D8F', photo: null },
      bank: { name: 'Demo Banka', phone: '', location: '' },
      allowedDomains: [],
      timeZone: 'Europe/Skopje',
      currency: 'MKD',
    },
    parts,
  };
}
