import { isMap, sameValue, type Fields } from './field-checks';
import { ENVIRONMENT_MODES } from './formats';
import { validAccount } from './documents/account';
import { validAnswer } from './documents/answer';
import { validHiddenQuestions } from './documents/faq-settings';
import { validChatEvent, validNewLead, validRefusedWebsite, validUnansweredQuestion } from './documents/customer-writes';
import { validOwnQuestion } from './documents/own-question';
import { validPhrasings } from './documents/phrasings';
import { validProduct } from './documents/product';
import { validAssistantRecord, validPublicationState, validPublishedHead, validPublishedPart } from './documents/publishing';
import { matchPath } from './path-pattern';
import type { WriteContext } from './write-context';

/**
 * Who may write a document:
 * - `account-owner`: the account's user; before the e-mail is verified only the `profile` may change (a
 *   pre-registration with someone else's address must not plant, say, the bank's destination e-mail);
 * - `verified-owner`: the account's user with a verified e-mail;
 * - `verified-user`: a user with a verified e-mail, as the document itself names (the assistant record);
 * - `assistant-owner`: the verified owner of the public assistant id in the path;
 * - `customers`: anyone, signed in or not, as `customerWrite` allows (a new event, question or request,
 *   one more sighting), to an assistant that exists; its owner may change `ownerMayChange` and, where
 *   `ownerMayDelete`, delete it.
 */
export type Writer = 'account-owner' | 'verified-owner' | 'verified-user' | 'assistant-owner' | 'customers';

export interface DocumentAccess {
  /** In the rules' notation: `{name}` is one segment. */
  pattern: string;
  writer: Writer;
  /** The document after a create or update, in the write's context. */
  validate?: (data: Fields, context: WriteContext) => boolean;
  /** Whether the writer may delete it; nobody may, unless set. */
  deletable?: boolean;
  /** What anyone may leave there (`customers` documents), in the write's context. */
  customerWrite?: (data: Fields, context: WriteContext) => boolean;
  /** Fields of a customers' document its assistant's owner may change, and nothing else. */
  ownerMayChange?: readonly string[];
  /** Whether the assistant's owner may delete a customers' document. */
  ownerMayDelete?: boolean;
}

/**
 * Every document anybody may write, with who and what: the one list that firebase/firestore.rules
 * mirrors (the offline checks compare their `match` paths with these patterns) and that the local
 * backend enforces. Anything not listed is closed to every client.
 */
export const WRITABLE_DOCUMENTS: readonly DocumentAccess[] = [
  { pattern: 'mode/{mode}/accounts/{uid}', writer: 'account-owner', validate: validAccount },
  // Answers are never deleted by the console: a bank withdraws one by writing it again, emptied, as its own.
  { pattern: 'mode/{mode}/accounts/{uid}/faqs/{locale}/collection/{faqId}', writer: 'verified-owner', validate: validAnswer },
  // Showing a question again removes its key, so the document itself is never deleted.
  { pattern: 'mode/{mode}/accounts/{uid}/faqSettings/hidden', writer: 'verified-owner', validate: validHiddenQuestions },
  { pattern: 'mode/{mode}/accounts/{uid}/ownQuestions/{questionId}', writer: 'verified-owner', validate: validOwnQuestion, deletable: true },
  { pattern: 'mode/{mode}/accounts/{uid}/phrasings/{questionId}', writer: 'verified-owner', validate: validPhrasings, deletable: true },
  { pattern: 'mode/{mode}/accounts/{uid}/products/{locale}/{kind}/{productId}', writer: 'verified-owner', validate: validProduct, deletable: true },
  { pattern: 'mode/{mode}/accounts/{uid}/publication/state', writer: 'verified-owner', validate: validPublicationState },
  { pattern: 'mode/{mode}/assistants/{assistantId}', writer: 'verified-user', validate: validAssistantRecord },
  { pattern: 'mode/{mode}/published/{assistantId}', writer: 'assistant-owner', validate: validPublishedHead, deletable: true },
  { pattern: 'mode/{mode}/published/{assistantId}/parts/{partId}', writer: 'assistant-owner', validate: validPublishedPart, deletable: true },
  // The counters (`analytics/{assistantId}/days|months`) are written by the server alone, from the events.
  { pattern: 'mode/{mode}/analytics/{assistantId}/events/{eventId}', writer: 'customers', customerWrite: validChatEvent },
  { pattern: 'mode/{mode}/analytics/{assistantId}/refused/{originId}', writer: 'customers', customerWrite: validRefusedWebsite, ownerMayDelete: true },
  { pattern: 'mode/{mode}/analytics/{assistantId}/unanswered/{eventId}', writer: 'customers', customerWrite: validUnansweredQuestion, ownerMayDelete: true },
  {
    pattern: 'mode/{mode}/leads/{assistantId}/items/{leadId}',
    writer: 'customers',
    customerWrite: validNewLead,
    ownerMayChange: ['handled'],
    ownerMayDelete: true,
    validate: (data) => typeof data['handled'] === 'boolean',
  },
];

/** The entry of `path` and the values of its `{name}` segments, or null when no client may write it. */
export function documentAccessOf(path: string): { access: DocumentAccess; params: Record<string, string> } | null {
  for (const access of WRITABLE_DOCUMENTS) {
    const params = matchPath(access.pattern, path);
    if (params && ENVIRONMENT_MODES.some((mode) => mode === params['mode'])) return { access, params };
  }
  return null;
}

/** Whether only `keys` differ between two versions of a document. */
function changesOnly(before: Fields | null, after: Fields | null, keys: readonly string[]): boolean {
  const all = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...all].every((key) => keys.includes(key) || sameValue(before?.[key], after?.[key]));
}

export interface OwnerWrite extends Omit<WriteContext, 'params'> {
  /** The owner of the assistant id in the path (looked up by the backend), or null. */
  assistantOwner: string | null;
}

/**
 * Whether the signed-in requester may leave `path` as `after` (null: deleted) as its owner; what anyone
 * may write there is `isCustomerWriteAllowed`'s, and a write is allowed when either allows it.
 */
export function isOwnerWriteAllowed(path: string, after: Fields | null, write: OwnerWrite): boolean {
  const found = documentAccessOf(path);
  const { requester, before } = write;
  if (!found || !requester) return false;
  const { access, params } = found;
  const context: WriteContext = { ...write, params };
  const verified = requester.emailVerified;
  switch (access.writer) {
    case 'account-owner':
      if (requester.uid !== params['uid'] || (!verified && !changesOnly(before, after, ['profile']))) return false;
      break;
    case 'verified-owner':
      if (requester.uid !== params['uid'] || !verified) return false;
      break;
    case 'verified-user':
      if (!verified) return false;
      break;
    case 'assistant-owner':
      if (!verified || write.assistantOwner !== requester.uid) return false;
      break;
    case 'customers':
      if (!verified || write.assistantOwner !== requester.uid || before === null) return false;
      if (after === null) return access.ownerMayDelete === true;
      if (!access.ownerMayChange || !changesOnly(before, after, access.ownerMayChange)) return false;
      break;
  }
  if (after === null) return access.deletable === true;
  return isMap(after) && (access.validate?.(after, context) ?? true);
}

export interface CustomerWrite extends Omit<WriteContext, 'params' | 'requester'> {
  /** The owner of the assistant id in the path (looked up by the backend), or null when nobody claimed it. */
  assistantOwner: string | null;
}

/**
 * Whether anyone, signed in or not, may leave `path` as `after`: only a document of a `customers` path,
 * never deleted, to an assistant that exists, as its `customerWrite` allows.
 */
export function isCustomerWriteAllowed(path: string, after: Fields | null, write: CustomerWrite): boolean {
  const found = documentAccessOf(path);
  if (!found || found.access.writer !== 'customers' || !found.access.customerWrite || write.assistantOwner === null || after === null || !isMap(after)) return false;
  return found.access.customerWrite(after, { ...write, params: found.params, requester: null });
}
