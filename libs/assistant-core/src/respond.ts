import type { Locale } from '@console/locale';
import { answerMessage } from './answer-message';
import type { Answerer } from './answerer';

/**
 * What the assistant says, in any channel. An entry is named by its kind and id: the channel shows the
 * published answer (with its attachments) or product in the reply's language, then the `products` the
 * answer speaks of (ids; absent in conversations kept from before they were given). `no-answer` means:
 * say so, offer the suggestions (question ids) as "did you mean", the bank's phone and the contact form.
 */
export type Reply =
  | { kind: 'answer'; locale: Locale; entry: { kind: 'faq' | 'product'; id: string }; products?: string[] }
  | { kind: 'no-answer'; locale: Locale; suggestions: string[] }
  | { kind: 'language-switched'; previous: Locale; locale: Locale };

/** A question the customer asked, for the bank's figures; an unanswered one is kept for its list. */
export type QuestionAsked = { kind: 'question'; locale: Locale; answered: boolean; question: string };

/** One turn: the language the conversation goes on in, the replies in order, and what to record. */
export type Turn = { locale: Locale; replies: Reply[]; events: QuestionAsked[] };

/**
 * The assistant's turn after a customer's message while the conversation is in `locale`: a message
 * clearly written in another of the three languages is answered in it, and the conversation goes on in
 * it, saying so first.
 */
export async function respond(answerer: Answerer, locale: Locale, message: string): Promise<Turn> {
  const { locale: answerIn, result } = await answerMessage(answerer, locale, message);
  const reply: Reply =
    result.kind === 'answer'
      ? {
          kind: 'answer',
          locale: answerIn,
          entry: { kind: result.entry.kind, id: result.entry.id },
          products: result.related.filter((related) => related.entry.kind === 'product').map((related) => related.entry.id),
        }
      : { kind: 'no-answer', locale: answerIn, suggestions: result.suggestions.map((suggestion) => suggestion.entry.id) };
  const switched: Reply[] = answerIn === locale ? [] : [{ kind: 'language-switched', previous: locale, locale: answerIn }];
  return { locale: answerIn, replies: [...switched, reply], events: [{ kind: 'question', locale: answerIn, answered: result.kind === 'answer', question: message }] };
}

/** The turn after the customer picked one of the suggested questions: its answer, counted as answered. */
export function respondToChoice(locale: Locale, faq: { id: string; question: string }): Turn {
  return { locale, replies: [{ kind: 'answer', locale, entry: { kind: 'faq', id: faq.id } }], events: [{ kind: 'question', locale, answered: true, question: faq.question }] };
}
