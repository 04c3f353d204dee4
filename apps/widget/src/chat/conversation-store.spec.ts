import { beforeEach, describe, expect, it } from 'vitest';
import { CONVERSATION_LIFETIME_MS, loadConversation, saveConversation, type SavedConversation } from './conversation-store';

const conversation: SavedConversation = { savedAt: 1_000, locale: 'mk', messages: [{ id: '1', from: 'customer', text: 'станбен кредит' }] };

describe('the kept conversation', () => {
  beforeEach(() => localStorage.clear());

  it('comes back after a reload within 30 minutes of its last message', () => {
    saveConversation('a1', conversation);
    expect(loadConversation('a1', 1_000 + CONVERSATION_LIFETIME_MS)).toEqual(conversation);
  });

  it('is gone after 30 minutes, for another assistant, or when what is stored is not one', () => {
    saveConversation('a1', conversation);
    expect(loadConversation('a1', 1_001 + CONVERSATION_LIFETIME_MS)).toBeNull();
    expect(loadConversation('a2', 1_000)).toBeNull();
    localStorage.setItem('tellr:conversation:a1', '{broken');
    expect(loadConversation('a1', 1_000)).toBeNull();
  });

  it('is simply not kept where the browser refuses storage to the frame', () => {
    const refused = () => {
      throw new DOMException('Access is denied', 'SecurityError');
    };
    expect(() => saveConversation('a1', conversation, refused)).not.toThrow();
    expect(loadConversation('a1', 1_000, refused)).toBeNull();
  });
});
