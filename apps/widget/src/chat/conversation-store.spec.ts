import { beforeEach, describe, expect, it } from 'vitest';
import { CONVERSATION_LIFETIME_MS, forgetExpiredConversations, loadConversation, saveConversation, type SavedConversation } from './conversation-store';

const conversation: SavedConversation = { savedAt: 1_000, locale: 'mk', messages: [{ id: '1', from: 'customer', text: 'станбен кредит' }] };

describe('the kept conversation', () => {
  beforeEach(() => localStorage.clear());

  it('comes back after a reload within 30 minutes of its last message', () => {
    saveConversation('a1', conversation);
    expect(loadConversation('a1', 1_000 + CONVERSATION_LIFETIME_MS)).toEqual(conversation);
  });

  it('is gone after 30 minutes, from the storage too, for another assistant, or when what is stored is not one', () => {
    saveConversation('a1', conversation);
    expect(loadConversation('a1', 1_001 + CONVERSATION_LIFETIME_MS)).toBeNull();
    expect(localStorage.getItem('tellr:conversation:a1')).toBeNull();
    expect(loadConversation('a2', 1_000)).toBeNull();
    localStorage.setItem('tellr:conversation:a1', '{broken');
    expect(loadConversation('a1', 1_000)).toBeNull();
  });

  it('is removed when its time is up as soon as a page shows the chat button, before anyone opens the chat', () => {
    saveConversation('a1', conversation);
    saveConversation('a2', { ...conversation, savedAt: 5_000 });
    localStorage.setItem('tellr:conversation:a3', '{broken');
    localStorage.setItem('language', 'mk');
    forgetExpiredConversations(2_000 + CONVERSATION_LIFETIME_MS);
    expect(localStorage.getItem('tellr:conversation:a1')).toBeNull();
    expect(localStorage.getItem('tellr:conversation:a3')).toBeNull();
    expect(loadConversation('a2', 2_000 + CONVERSATION_LIFETIME_MS)).toEqual({ ...conversation, savedAt: 5_000 });
    expect(localStorage.getItem('language')).toBe('mk');
  });

  it('is simply not kept where the browser refuses storage to the frame', () => {
    const refused = () => {
      throw new DOMException('Access is denied', 'SecurityError');
    };
    expect(() => saveConversation('a1', conversation, refused)).not.toThrow();
    expect(loadConversation('a1', 1_000, refused)).toBeNull();
    expect(() => forgetExpiredConversations(1_000, refused)).not.toThrow();
  });
});
