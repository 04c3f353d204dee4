import type { PublishedFaq, PublishedHead, PublishedProduct } from '@console/assistant-contract';
import type { TaughtQuestion } from '@console/assistant-engine';
import type { Locale } from '@console/locale';

/** Everything a publish would show customers, read from the bank's drafts. */
export type PublicationDraft = {
  assistant: PublishedHead['assistant'];
  bank: PublishedHead['bank'];
  allowedDomains: string[];
  timeZone: string;
  currency: string;
  faqs: Record<Locale, PublishedFaq[]>;
  products: Record<Locale, PublishedProduct[]>;
  /** What the publish teaches the assistant per language: the bank's own questions and how its customers ask. */
  taught: Record<Locale, TaughtQuestion[]>;
};

/** The parts of a publication a bank edits in different places, to say which of them changed. */
export const PUBLICATION_AREAS = ['assistant', 'faq', 'products'] as const;
export type PublicationArea = (typeof PUBLICATION_AREAS)[number];
