import { paths } from '@console/data-paths';
import { MAX_BATCH_OPERATIONS } from '@console/backend';
import type { PublicationContext } from './read-publication-draft';

/** Removes the parts no head names any more (older versions, or all after an unpublish). */
export async function deleteStaleParts({ backend }: PublicationContext, assistantId: string, keep: readonly string[]): Promise<void> {
  const { mode } = backend;
  const kept = new Set(keep);
  const stale = (await backend.documents.getCollection(paths.publishedParts(mode, assistantId))).filter((part) => !kept.has(part.id));
  for (let start = 0; start < stale.length; start += MAX_BATCH_OPERATIONS) {
    await backend.documents.batch(stale.slice(start, start + MAX_BATCH_OPERATIONS).map((part) => ({ type: 'delete' as const, path: part.path })));
  }
}
