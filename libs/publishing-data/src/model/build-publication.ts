import type { PublishedHead, PublishedPart } from '@console/assistant-contract';
import { LOCALES } from '@console/locale';
import { fingerprint } from './fingerprint';
import type { LearnedModels } from './learn-taught';
import type { PublicationArea, PublicationDraft } from './publication-draft';
import { splitIntoParts } from './split-parts';

/** What a publish learned in a language is a part of its own, named so. */
const LEARNED_PART = 'learned';
const learnedPartId = (version: string, locale: string) => `${version}-${locale}-${LEARNED_PART}`;
export const isLearnedPartId = (id: string) => id.endsWith(`-${LEARNED_PART}`);

/** The head as written: the time of publishing is the server's, set when it is stored. */
export type Publication = { head: Omit<PublishedHead, 'publishedAt'>; parts: Array<{ id: string; part: PublishedPart }> };

/**
 * The snapshot customers will see: a head naming `version` and the version's parts; what the publish
 * learned in a language is a part of its own after that language's answers.
 */
export function buildPublication(draft: PublicationDraft, version: string, learned: LearnedModels = {}): Publication {
  const parts = LOCALES.flatMap((locale) => {
    const model = learned[locale];
    return [
      ...splitIntoParts(locale, draft.faqs[locale], draft.products[locale]).map((part, index) => ({ id: `${version}-${locale}-${index}`, part })),
      ...(model ? [{ id: learnedPartId(version, locale), part: { locale, faqs: [], products: [], model } }] : []),
    ];
  });
  return {
    head: {
      version,
      parts: parts.map(({ id }) => id),
      assistant: draft.assistant,
      bank: draft.bank,
      allowedDomains: draft.allowedDomains,
      timeZone: draft.timeZone,
      currency: draft.currency,
    },
    parts,
  };
}

/** One digest per area, stored with a publish and compared with the drafts to list unpublished changes. */
export function areaFingerprints(draft: PublicationDraft): Record<PublicationArea, string> {
  return {
    assistant: fingerprint([draft.assistant, draft.bank, draft.allowedDomains, draft.timeZone, draft.currency]),
    // Without anything taught, the digest is the one earlier publishes stored.
    faq: fingerprint(LOCALES.some((locale) => draft.taught[locale].length > 0) ? [draft.faqs, draft.taught] : draft.faqs),
    products: fingerprint(draft.products),
  };
}
