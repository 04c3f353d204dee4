import type { PublishedAssistant } from '@console/assistant-contract';
import { buildAnswerIndex, findAnswer, messageLocale, type AnswerIndex, type AnswerResult } from '@console/assistant-engine';
import type { Locale } from '@console/locale';
import { contentIn, knowledgeOf } from './published-knowledge';

/** The answer engine's index over one language's published answers and products. */
export function publishedIndex(published: PublishedAssistant, locale: Locale, now = Date.now()): AnswerIndex {
  return buildAnswerIndex(locale, knowledgeOf(contentIn(published, locale, now), locale));
}

/**
 * How the assistant answers a customer's message while it speaks `current`: in the language the message
 * is clearly written in (else `current`), over that language's published content. `indexIn` lets a
 * caller reuse an index it already holds.
 */
export function answerMessage(
  published: PublishedAssistant,
  current: Locale,
  message: string,
  indexIn: (locale: Locale) => AnswerIndex = (locale) => publishedIndex(published, locale),
): { locale: Locale; result: AnswerResult } {
  const locale = messageLocale(message) ?? current;
  return { locale, result: findAnswer(indexIn(locale), message) };
}
