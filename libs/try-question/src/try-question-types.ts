import type { AnswerResult } from '@console/assistant-engine';
import type { Locale } from '@console/locale';

/** What the assistant would do with a message: the language it would answer in, and its answer or none. */
export type TriedMessage = { locale: Locale; result: AnswerResult };

/** Answers a customer's message as the assistant would now; null while what it answers from is loading. */
export type TryAnswerer = ((message: string) => Promise<TriedMessage>) | null;
