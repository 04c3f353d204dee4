import type { AnswerResult } from '@console/assistant-engine';
import { messageLocale } from '@console/assistant-engine';
import type { Locale } from '@console/locale';
import type { Answerer } from './answerer';

/**
 * How the assistant answers a customer's message while it speaks `current`: in the language the message
 * is clearly written in (else `current`).
 */
export async function answerMessage(answerer: Answerer, current: Locale, message: string): Promise<{ locale: Locale; result: AnswerResult }> {
  const locale = messageLocale(message) ?? current;
  return { locale, result: await answerer.answer(message, locale) };
}
