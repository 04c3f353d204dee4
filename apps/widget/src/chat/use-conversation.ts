import { useEffect, useMemo, useState } from 'react';
import { buildAnswerIndex } from '@console/assistant-engine';
import type { PublishedAssistant } from '@console/assistant-contract';
import { answerMessage, contentIn, knowledgeOf, publishedIndex } from '@console/assistant-data';
import type { Locale } from '@console/locale';
import { forgetConversation, loadConversation, saveConversation, type ChatMessage } from './conversation-store';

const greeting: ChatMessage = { id: 'greeting', from: 'assistant', kind: 'greeting' };

/**
 * The conversation with the published assistant: what was said, in which language, answered by the
 * engine over that language's published content, and, where `keep` (the live chat, not the console's
 * preview, which must never share it), kept for a reload of the bank's page.
 */
export function useConversation(published: PublishedAssistant, initialLocale: Locale, onQuestion?: (locale: Locale, answered: boolean, question: string) => void, keep = true) {
  const [saved] = useState(() => (keep ? loadConversation(published.assistantId) : null));
  const [locale, setLocale] = useState<Locale>(saved?.locale ?? initialLocale);
  const [messages, setMessages] = useState<ChatMessage[]>(saved?.messages ?? [greeting]);
  const content = useMemo(() => contentIn(published, locale), [published, locale]);
  const index = useMemo(() => buildAnswerIndex(locale, knowledgeOf(content, locale)), [content, locale]);

  useEffect(() => {
    if (keep && messages.length > 1) saveConversation(published.assistantId, { savedAt: Date.now(), locale, messages });
  }, [keep, published.assistantId, locale, messages]);

  const say = (text: string, ...replies: ChatMessage[]) => setMessages((previous) => [...previous, { id: crypto.randomUUID(), from: 'customer', text }, ...replies]);

  /**
   * Answers a typed question, or says it has none and offers the closest questions; a question written
   * in another of the three languages is answered in it, and the chat goes on in it (saying so).
   */
  const ask = (question: string) => {
    const { locale: answerIn, result } = answerMessage(published, locale, question, (language) => (language === locale ? index : publishedIndex(published, language)));
    onQuestion?.(answerIn, result.kind === 'answer', question);
    const id = crypto.randomUUID();
    const reply: ChatMessage =
      result.kind === 'answer'
        ? { id, from: 'assistant', kind: 'answer', entry: { kind: result.entry.kind, id: result.entry.id }, locale: answerIn }
        : { id, from: 'assistant', kind: 'no-answer', suggestions: result.suggestions.map((suggestion) => suggestion.entry.id), locale: answerIn };
    if (answerIn === locale) return say(question, reply);
    setLocale(answerIn);
    say(question, { id: crypto.randomUUID(), from: 'assistant', kind: 'language-switched', previous: locale, locale: answerIn }, reply);
  };

  /** Answers a question the customer picked from the suggestions. */
  const choose = (faqId: string) => {
    const faq = content.faqs.find((candidate) => candidate.id === faqId);
    if (!faq) return;
    onQuestion?.(locale, true, faq.question);
    say(faq.question, { id: crypto.randomUUID(), from: 'assistant', kind: 'answer', entry: { kind: 'faq', id: faq.id }, locale });
  };

  /** The customer's request to be contacted was stored. */
  const leadSent = (name: string) => setMessages((previous) => [...previous, { id: crypto.randomUUID(), from: 'assistant', kind: 'lead-sent', name }]);

  /** Starts again from the greeting; the kept conversation is gone from the browser (a shared computer). */
  const restart = () => {
    forgetConversation(published.assistantId);
    setMessages([greeting]);
  };

  return { locale, setLocale, messages, content, ask, choose, leadSent, restart };
}
