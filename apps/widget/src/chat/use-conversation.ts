import { useEffect, useMemo, useState } from 'react';
import type { PublishedAssistant } from '@console/assistant-contract';
import { catalogueModelOrNone, contentIn, publishedAnswerer, respond, respondToChoice, type Turn } from '@console/assistant-core';
import type { Locale } from '@console/locale';
import { forgetConversation, loadConversation, saveConversation, type ChatMessage } from './conversation-store';

const greeting: ChatMessage = { id: 'greeting', from: 'assistant', kind: 'greeting' };

/**
 * The conversation with the published assistant: what was said, in which language, answered by the
 * engine over that language's published content, and, where `keep` (the live chat, not the console's
 * preview, which must never share it), kept for a reload of the bank's page.
 */
type ConversationListeners = {
  /** Every question, in its language, and whether it had an answer. */
  onQuestion?: (locale: Locale, answered: boolean, question: string) => void;
  /** The customer said the last answer was not what they asked. */
  onNotWhatIAsked?: (locale: Locale, question: string, answeredWith: string) => void;
};

export function useConversation(published: PublishedAssistant, initialLocale: Locale, { onQuestion, onNotWhatIAsked }: ConversationListeners = {}, keep = true) {
  const [saved] = useState(() => (keep ? loadConversation(published.assistantId) : null));
  const [locale, setLocale] = useState<Locale>(saved?.locale ?? initialLocale);
  const [messages, setMessages] = useState<ChatMessage[]>(saved?.messages ?? [greeting]);
  /** Questions asked and not answered yet (the first waits for the language's model). */
  const [pending, setPending] = useState(0);
  const content = useMemo(() => contentIn(published, locale), [published, locale]);

  // The language's model downloads while the customer reads the greeting and types.
  useEffect(() => {
    void catalogueModelOrNone(locale);
  }, [locale]);

  useEffect(() => {
    if (keep && messages.length > 1) saveConversation(published.assistantId, { savedAt: Date.now(), locale, messages });
  }, [keep, published.assistantId, locale, messages]);

  const answerer = useMemo(() => publishedAnswerer(published), [published]);
  const add = (...added: ChatMessage[]) => setMessages((previous) => [...previous, ...added]);
  const show = (turn: Turn) => {
    for (const { locale: asked, answered, question } of turn.events) onQuestion?.(asked, answered, question);
    if (turn.locale !== locale) setLocale(turn.locale);
    add(...turn.replies.map((reply): ChatMessage => ({ id: crypto.randomUUID(), from: 'assistant', ...reply })));
  };

  /**
   * Answers a typed question, or says it has none and offers the closest questions; a question written
   * in another of the three languages is answered in it, and the chat goes on in it (saying so).
   */
  const ask = async (question: string) => {
    add({ id: crypto.randomUUID(), from: 'customer', text: question });
    setPending((count) => count + 1);
    show(await respond(answerer, locale, question).finally(() => setPending((count) => count - 1)));
  };

  /** Answers a question the customer picked from the suggestions. */
  const choose = (faqId: string) => {
    const faq = content.faqs.find((candidate) => candidate.id === faqId);
    if (!faq) return;
    add({ id: crypto.randomUUID(), from: 'customer', text: faq.question });
    show(respondToChoice(locale, faq));
  };

  /**
   * The customer says the last answer was not what they asked: the bank is told (the question and the
   * answer given), and the chat says it has no answer, with the bank's phone and the contact form.
   */
  const notWhatIAsked = () => {
    const answer = messages.at(-1);
    if (answer?.from !== 'assistant' || answer.kind !== 'answer') return;
    const question = messages.findLast((message) => message.from === 'customer');
    if (question?.from === 'customer') onNotWhatIAsked?.(answer.locale, question.text, answer.entry.id);
    add({ id: crypto.randomUUID(), from: 'assistant', kind: 'no-answer', locale: answer.locale, suggestions: [] });
  };

  /** The customer's request to be contacted was stored. */
  const leadSent = (name: string) => setMessages((previous) => [...previous, { id: crypto.randomUUID(), from: 'assistant', kind: 'lead-sent', name }]);

  /** Starts again from the greeting; the kept conversation is gone from the browser (a shared computer). */
  const restart = () => {
    forgetConversation(published.assistantId);
    setMessages([greeting]);
  };

  return { locale, setLocale, messages, answering: pending > 0, content, ask, choose, notWhatIAsked, leadSent, restart };
}
