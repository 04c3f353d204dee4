import { filesKeyOf } from './files-key';

/**
 * Every document path of the product (console, chat widget, seeds), in one place. The strings are
 * Firestore paths; the local adapter stores the very same strings.
 */
import type { Locale } from '@console/locale';

/** The kinds of product a bank lists, in the order the console shows them. */
export const PRODUCT_KINDS = ['cards', 'loans', 'deposits'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const paths = {
  faqCatalogue: (mode: string, locale: Locale) => `mode/${mode}/faqs/languages/${locale}`,
  account: (mode: string, uid: string) => `mode/${mode}/accounts/${uid}`,
  /** The account's audit trail (`AuditEntry`): who changed what and when, written by the server alone. */
  accountAudit: (mode: string, uid: string) => `mode/${mode}/accounts/${uid}/audit`,
  accountAnswers: (mode: string, uid: string, locale: Locale) => `mode/${mode}/accounts/${uid}/faqs/${locale}/collection`,
  accountProducts: (mode: string, uid: string, locale: Locale, kind: ProductKind) =>
    `mode/${mode}/accounts/${uid}/products/${locale}/${kind}`,
  /** The bank's own questions, one document each with the question in every language. */
  accountOwnQuestions: (mode: string, uid: string) => `mode/${mode}/accounts/${uid}/ownQuestions`,
  /** How the bank's customers ask a question (the catalogue's or its own), one document per question with a list per language. */
  accountPhrasings: (mode: string, uid: string) => `mode/${mode}/accounts/${uid}/phrasings`,
  /** The catalogue questions the bank hides from its customers, in every language: `{ [faqId]: true }`. */
  faqHiddenQuestions: (mode: string, uid: string) => `mode/${mode}/accounts/${uid}/faqSettings/hidden`,
  /** The owner's record of publishing: the assistant's public id, the version published, what it held. */
  publication: (mode: string, uid: string) => `mode/${mode}/accounts/${uid}/publication/state`,
  /** Who owns a public assistant id (`{ owner }`): only the owner reads it; the rules look it up. */
  assistantOwner: (mode: string, assistantId: string) => `mode/${mode}/assistants/${assistantId}`,
  /** What customers see: the head of the published version (public read). */
  publishedHead: (mode: string, assistantId: string) => `mode/${mode}/published/${assistantId}`,
  /** The content parts of published versions, named `{version}-{locale}-{n}`. */
  publishedParts: (mode: string, assistantId: string) => `mode/${mode}/published/${assistantId}/parts`,
  /** The chats' events (`ChatEvent`): customers create them, the server adds them to the counters and deletes them. */
  chatEvents: (mode: string, assistantId: string) => `mode/${mode}/analytics/${assistantId}/events`,
  /** Counters per day and shard (`{YYYY-MM-DD}_{shard}`): the server adds the events up, only the owner reads. */
  analyticsDays: (mode: string, assistantId: string) => `mode/${mode}/analytics/${assistantId}/days`,
  /** The same counters per month and shard (`{YYYY-MM}_{shard}`), for the long periods. */
  analyticsMonths: (mode: string, assistantId: string) => `mode/${mode}/analytics/${assistantId}/months`,
  /** Websites that framed the chat without being allowed (`{origin}` as an id): customers' browsers report, the owner reads. */
  refusedWebsites: (mode: string, assistantId: string) => `mode/${mode}/analytics/${assistantId}/refused`,
  /** Questions the assistant had no answer to, one document each: customers create, only the owner reads. */
  unansweredQuestions: (mode: string, assistantId: string) => `mode/${mode}/analytics/${assistantId}/unanswered`,
  /** Customers' requests to be contacted: customers create, only the owner reads and marks them handled. */
  leads: (mode: string, assistantId: string) => `mode/${mode}/leads/${assistantId}/items`,
  /** How many requests the server e-mailed to the bank per day (`{YYYY-MM-DD}`: `{ count }`); the server's alone. */
  leadMailDays: (mode: string, assistantId: string) => `mode/${mode}/leads/${assistantId}/mailDays`,
  /**
   * How many documents of a kind customers left were kept per day (`{YYYY-MM-DD}`: `{ count }`, `kind`
   * `leads` or `unanswered`); the server's alone.
   */
  keptPerDay: (mode: string, assistantId: string, kind: string) => `mode/${mode}/analytics/${assistantId}/kept-${kind}`,
  /** Storage folder of one account's files, named by its files key (see filesKeyOf), not its user id. */
  accountFiles: (mode: string, uid: string) => `mode/${mode}/files/${filesKeyOf(uid)}`,
  /**
   * Where an account's files went before: its user id is in their download addresses. Files there stay
   * readable and deletable by their owner, for the documents that still name them; none are added.
   */
  earlierAccountFiles: (mode: string, uid: string) => `mode/${mode}/accounts/${uid}/files`,
};

/** The folders an account's files may be in: today's, and the one files had before. */
export const ownFileFolders = (mode: string, uid: string) => [paths.accountFiles(mode, uid), paths.earlierAccountFiles(mode, uid)];

/** Whether a stored file's path lies inside one of its owner's folders. */
export function isOwnFilePath(path: string, mode: string, uid: string): boolean {
  return ownFileFolders(mode, uid).some((folder) => path.startsWith(`${folder}/`) && path.length > folder.length + 1);
}

/** Splits a path into segments, refusing empty ones (`a//b`, a leading or trailing slash). */
export function pathSegments(path: string): string[] {
  const segments = path.split('/');
  if (segments.some((segment) => segment.length === 0)) throw new Error(`Invalid path: "${path}"`);
  return segments;
}

export const isDocumentPath = (path: string) => pathSegments(path).length % 2 === 0;
export const isCollectionPath = (path: string) => pathSegments(path).length % 2 === 1;

/** Longest file name kept in a storage path; the end is kept, so that the extension survives. */
const MAX_FILE_NAME_LENGTH = 100;

/**
 * A file's name as one segment of a storage path: slashes and control characters would break the path
 * or reach another folder, so they become `_`; an empty name becomes `fallback`.
 */
export function safeFileName(name: string, fallback = 'file'): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[/\\\u0000-\u001f]/g, '_').trim();
  return cleaned.length > 0 ? cleaned.slice(-MAX_FILE_NAME_LENGTH) : fallback;
}
