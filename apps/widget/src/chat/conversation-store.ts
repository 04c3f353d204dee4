import type { Locale } from '@console/locale';

/** One message of the conversation, as kept; answers are ids, shown from the published content. */
export type ChatMessage =
  | { id: string; from: 'customer'; text: string }
  | { id: string; from: 'assistant'; kind: 'greeting' }
  | { id: string; from: 'assistant'; kind: 'answer'; entry: { kind: 'faq' | 'product'; id: string }; locale: Locale }
  | { id: string; from: 'assistant'; kind: 'no-answer'; suggestions: string[]; locale: Locale }
  | { id: string; from: 'assistant'; kind: 'lead-sent'; name: string };

export type SavedConversation = { savedAt: number; locale: Locale; messages: ChatMessage[] };

/** A conversation survives a reload of the bank's page for this long after its last message. */
export const CONVERSATION_LIFETIME_MS = 30 * 60 * 1000;

const keyOf = (assistantId: string) => `tellr:conversation:${assistantId}`;

/** The frame's storage; reading it may itself throw where a browser refuses storage to frames. */
export type StorageAccess = () => Storage;
const browserStorage: StorageAccess = () => window.localStorage;

export function loadConversation(assistantId: string, now = Date.now(), storage: StorageAccess = browserStorage): SavedConversation | null {
  try {
    const saved = JSON.parse(storage().getItem(keyOf(assistantId)) ?? 'null') as SavedConversation | null;
    if (!saved || !Array.isArray(saved.messages) || now - saved.savedAt > CONVERSATION_LIFETIME_MS) return null;
    return saved;
  } catch {
    return null;
  }
}

export function saveConversation(assistantId: string, conversation: SavedConversation, storage: StorageAccess = browserStorage): void {
  try {
    storage().setItem(keyOf(assistantId), JSON.stringify(conversation));
  } catch {
    // Storage full or refused (private mode): the chat goes on, it is only not kept.
  }
}
