import type { AnswerResult } from '@console/assistant-engine';
import type { Locale } from '@console/locale';

/**
 * What finds the bank's answer to a message in one language: the published entry that answers it, or
 * none with the entries to suggest. The learned engine over the published content is the first; a
 * second, on a server, may only pick among the same published entries (see the README).
 */
export type Answerer = {
  answer(message: string, locale: Locale): Promise<AnswerResult>;
};

/**
 * The first answerer that answers; when none does, the last one's suggestions. For a second answerer
 * behind the first: it is asked only for what the first could not answer.
 */
export function firstAnswering(...answerers: readonly Answerer[]): Answerer {
  return {
    async answer(message, locale) {
      let result: AnswerResult = { kind: 'no-answer', suggestions: [] };
      for (const answerer of answerers) {
        const next = await answerer.answer(message, locale);
        if (next.kind === 'answer') return next;
        if (next.suggestions.length > 0 || result.suggestions.length === 0) result = next;
      }
      return result;
    },
  };
}
