import type { FaqImportRecord } from '../model/faq-types';

/**
 * An account gets the default answers on its first visit (no answers yet, no import recorded) and
 * again after an import that was cut short.
 */
export function needsImport(faqImport: FaqImportRecord | null, storedAnswerCount: number): boolean {
  if (faqImport?.status === 'running') return true;
  return faqImport?.status !== 'done' && storedAnswerCount === 0;
}
