import type { PublishedAssistant } from '@console/assistant-contract';
import { answerMessage, publishedAnswerer } from '@console/assistant-core';
import type { Locale } from '@console/locale';

/** A message answered over a published (or preview) assistant by the chat's engine: a chunk of its own, loaded on first use. */
export function answerWithEngine(published: PublishedAssistant, locale: Locale, message: string) {
  return answerMessage(publishedAnswerer(published), locale, message);
}
