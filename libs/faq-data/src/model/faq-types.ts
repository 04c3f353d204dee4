import type { AccountFaqImport } from '@console/account-data';
import type { CustomerType } from '@console/document-rules';
import type { FaqCategoryId } from './faq-categories';

export type { CustomerType };

/**
 * Who wrote an answer: `bank` when the bank wrote or confirmed it, `default` when it was copied from
 * the catalogue by the import and nobody has looked at it yet.
 */
export type AnswerSource = 'bank' | 'default';

/** A catalogue question (specification section 3), as plain data. */
export interface FaqQuestion {
  id: string;
  isTop: boolean;
  question: string;
  /** Other ways customers ask it; the assistant matches them like the question. */
  variants: string[];
  defaultAnswer: string;
  /** The category as stored (any letter case). */
  category: string;
  /** The known category it matches, or `finance` for anything else. */
  categoryId: FaqCategoryId;
  scenario: string | null;
  type: string;
  /** Absent when the question is meant for every customer. */
  customerType: CustomerType | null;
  /** The bank's own question, not the catalogue's: it has no standard answer and the bank may edit it. */
  own?: true;
}

/** A file attached to an answer. The storage path is kept; a URL is resolved when shown. */
export interface FaqAttachment {
  name: string;
  path: string;
  contentType: string;
  size: number;
}

/** The signed-in bank's answer to one question. */
export interface UserAnswer {
  id: string;
  answer: string;
  attachments: FaqAttachment[];
  source: AnswerSource;
}

/** A question joined with the bank's answer of the same id. */
export interface FaqEntry {
  id: string;
  question: FaqQuestion;
  answer: UserAnswer | null;
  /** The bank wrote or confirmed its own answer (imported default answers do not count). */
  answered: boolean;
  /** The bank hides the question from its customers: left out of the publication and the coverage. */
  hidden: boolean;
}

export type FaqImportStatus = 'running' | 'done';

/** Progress of the import of default answers, kept on the account document (read by `@console/account-data`). */
export type FaqImportRecord = AccountFaqImport;

/** What the FAQ needs from the account document: its slice of the account query. */
export interface FaqAccount {
  customerType: CustomerType;
  faqImport: FaqImportRecord | null;
}
