import { asRecord } from '@console/plain-data';

/** The ids of the catalogue questions a bank hides from its customers, in every language. */
export type HiddenQuestions = ReadonlySet<string>;

export const NO_HIDDEN_QUESTIONS: HiddenQuestions = new Set();

/** The hidden questions document `{ [faqId]: true }`; a key set to anything but `true` is shown. */
export function mapHiddenQuestions(data: unknown): HiddenQuestions {
  const hidden = Object.entries(asRecord(data))
    .filter(([, value]) => value === true)
    .map(([faqId]) => faqId);
  return hidden.length > 0 ? new Set(hidden) : NO_HIDDEN_QUESTIONS;
}
