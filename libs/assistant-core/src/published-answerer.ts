import { dayIn, type PublishedAssistant } from '@console/assistant-contract';
import { buildAnswerIndex, decodeIntentModel, findAnswer, loadCatalogueModel, type AnswerIndex, type IntentModel } from '@console/assistant-engine';
import type { Locale } from '@console/locale';
import type { Answerer } from './answerer';
import { contentIn, knowledgeOf } from './published-knowledge';

/** The name of the User Timing measure of each answer. */
export const ANSWER_MEASURE = 'assistant answer';

/** The catalogue's model of a language, or null when it cannot be loaded (answers are then found by words). */
export const catalogueModelOrNone = (locale: Locale): Promise<IntentModel | null> => loadCatalogueModel(locale).catch(() => null);

/** What the publish learned in one language from what the bank taught, or null. */
export function learnedModelIn(published: PublishedAssistant, locale: Locale): IntentModel | null {
  const stored = published.parts.find((part) => part.locale === locale && part.model)?.model;
  return stored ? decodeIntentModel(stored) : null;
}

/**
 * The answer engine's index over one language's published answers and products, with the language's
 * model (without one, the engine finds answers by their words alone) and what the publish learned.
 */
export function publishedIndex(published: PublishedAssistant, locale: Locale, model: IntentModel | null = null, now = Date.now()): AnswerIndex {
  return buildAnswerIndex(locale, knowledgeOf(contentIn(published, locale, now), locale), model, learnedModelIn(published, locale));
}

/**
 * The learned engine over what the bank published, with each language's model from `modelFor`. Each
 * language's index is prepared once per model and bank's day (a product's offer may start or end at
 * midnight), not for every message.
 */
export function publishedAnswerer(published: PublishedAssistant, modelFor: (locale: Locale) => Promise<IntentModel | null> = catalogueModelOrNone): Answerer {
  const prepared = new Map<Locale, { day: string; model: IntentModel | null; index: AnswerIndex }>();
  return {
    async answer(message, locale) {
      const model = await modelFor(locale);
      const started = performance.now();
      const now = Date.now();
      const day = dayIn(published.head.timeZone, now);
      let known = prepared.get(locale);
      if (!known || known.day !== day || known.model !== model) {
        known = { day, model, index: publishedIndex(published, locale, model, now) };
        prepared.set(locale, known);
      }
      const result = findAnswer(known.index, message);
      // The engine's time per answer, for the chat's budgets and the browser's performance tools.
      performance.measure(ANSWER_MEASURE, { start: started });
      return result;
    },
  };
}
