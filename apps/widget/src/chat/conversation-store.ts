import type { Reply } from '@console/assistant-core';
import type { Locale } from '@console/locale';

/**
 * One message of the conversation, as kept: the customer's, the chat's own, or one of the assistant's
 * replies (answers are ids, shown from the published content).
 */
export type ChatMessage =
  | { id: string; from: 'customer'; text: string }
  | { id: string; from: 'assistant'; kind: 'greeting' }
  | { id: string; from: 'assistant'; kind: 'lead-sent'; name: string }
  | ({ id: string; from: 'assistant' } & Reply);

export type SavedConversation = { savedAt: number; locale: Locale; messages: ChatMessage[] };

/** A conversation survives a reload of the bank's page for this long after its last message. */
export const CONVERSATION_LIFETIME_MS = 30 * 60 * 1000;

const PREFIX = 'tellr:conversation:';
const keyOf = (assistantId: string) => `${PREFIX}${assistantId}`;

/** The frame's storage; reading it may itself throw where a browser refuses storage to frames. */
export type StorageAccess = () => Storage;
const browserStorage: StorageAccess = () => window.localStorage;

/** A stored conversation still within its lifetime, or null (none, expired, or not one). */
function readSaved(stored: string | null, now: number): SavedConversation | null {
  try {
    const saved = JSON.parse(stored ?? 'null') as SavedConversation | null;
    return saved && Array.isArray(saved.messages) && typeof saved.savedAt === 'number' && now - saved.savedAt <= CONVERSATION_LIFETIME_MS ? saved : null;
  } catch {
    return null;
  }
}

export function loadConversation(assistantId: string, now = Date.now(), storage: StorageAccess = browserStorage): SavedConversation | null {
  try {
    const saved = readSaved(storage().getItem(keyOf(assistantId)), now);
    if (!saved) storage().removeItem(keyOf(assistantId));
    return saved;
  } catch {
    return null;
  }
}

/**
 * Removes every kept conversation past its lifetime (or unreadable), as soon as any page of a bank shows
 * the chat's button: on a shared computer the next person must not find the last one's chat in storage.
 */
export function forgetExpiredConversations(now = Date.now(), storage: StorageAccess = browserStorage): void {
  try {
    const kept = storage();
    const keys = Array.from({ length: kept.length }, (_, index) => kept.key(index)).filter((key): key is string => key?.startsWith(PREFIX) === true);
    for (const key of keys) if (!readSaved(kept.getItem(key), now)) kept.removeItem(key);
  } catch {
    // Storage refused to the frame: nothing was kept either.
  }
}

/** Forgets the kept conversation with `assistantId` (the customer asked for a new one). */
export function forgetConversation(assistantId: string, storage: StorageAccess = browserStorage): void {
  try {
    storage().removeItem(keyOf(assistantId));
  } catch {
    // Storage refused to the frame: nothing was kept.
  }
}

export function saveConversation(assistantId: string, conversation: SavedConversation, storage: StorageAccess = browserStorage): void {
  try {
    storage().setItem(keyOf(assistantId), JSON.stringify(conversation));
  } catch {
    // Storage full or refused (private mode): the chat goes on, it is only not kept.
  }
}
