import type { FaqAttachment } from '../model/faq-types';

/**
 * The one rule for deleting an answer's files: an editor deletes only files it uploaded itself and
 * that the answer it saves does not list (taken out again before saving). A file that a saved answer
 * listed is never deleted, even when the bank takes it out: the published assistant may still show it,
 * and so may the answers of other languages, which shared one file per name before every upload had a
 * path of its own. Keeping it costs only storage; deleting it could break an answer the bank did not
 * touch. Nor does anything depend on the saved answer the draft started from, which may have moved.
 */
export function uploadsToDelete(uploaded: Iterable<string>, saved: readonly FaqAttachment[]): string[] {
  const kept = new Set(saved.map((attachment) => attachment.path));
  return [...new Set(uploaded)].filter((path) => !kept.has(path));
}
