import type { FaqEntry } from '@console/faq-data';
import { foldForSearch, isEmptySearch, searchableText, wordStartMatcher } from '@console/search-text';

/** A question staff may assign a customer's message to. */
export type QuestionChoice = { id: string; question: string; own: boolean };

/** How many questions the dialog lists at once: the search narrows the rest. */
export const SHOWN_CHOICES = 12;

const wordsOf = (text: string) => foldForSearch(text).split(' ').filter((word) => word.length >= 3);
/** Words alike when they share their first four letters: "kartickata" and "karticka", "blocked" and "block". */
const stem = (word: string) => word.slice(0, 4);

/**
 * The questions that best fit a search, or (without one) the customer's message: those sharing the most
 * words with it first, then in the FAQ's order. Every question is a choice, answered or not: what the
 * bank assigns a message to is learned, and answered when the bank answers it.
 */
export function questionChoices(entries: readonly FaqEntry[], message: string, search: string): QuestionChoice[] {
  const choices = entries.map(({ id, question }) => ({ id, question: question.question, own: question.own === true }));
  if (!isEmptySearch(search)) {
    const matches = wordStartMatcher(search);
    return choices.filter((choice) => matches(searchableText(choice.question)));
  }
  const asked = new Set(wordsOf(message).map(stem));
  const shared = (choice: QuestionChoice) => new Set(wordsOf(choice.question).map(stem).filter((word) => asked.has(word))).size;
  return choices
    .map((choice, order) => ({ choice, order, shared: shared(choice) }))
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .map(({ choice }) => choice);
}
