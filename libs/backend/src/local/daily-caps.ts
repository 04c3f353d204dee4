import { keepWithinDailyCap, type CappedKind } from '@console/assistant-contract';
import { matchPath } from '@console/document-rules';
import { countOne } from './count-one';
import type { LocalTables } from './database';

const CAPPED: ReadonlyArray<{ kind: CappedKind; pattern: string }> = [
  { kind: 'leads', pattern: 'mode/{mode}/leads/{assistantId}/items/{leadId}' },
  { kind: 'unanswered', pattern: 'mode/{mode}/analytics/{assistantId}/unanswered/{questionId}' },
];

type CappedDocument = { kind: CappedKind; mode: string; assistantId: string };

/** What a path holds that is kept only within a day's cap, or null. Synchronous: inside a transaction, only what needs a read awaits. */
export function cappedDocumentOf(path: string): CappedDocument | null {
  for (const { kind, pattern } of CAPPED) {
    const at = matchPath(pattern, path);
    if (at) return { kind, mode: at['mode'] ?? '', assistantId: at['assistantId'] ?? '' };
  }
  return null;
}

/**
 * Whether a new capped document is kept: what the Cloud Functions do in Firebase, where a request or an
 * unanswered question past the day's cap is deleted as it arrives. Call inside the transaction that writes it.
 */
export function keptWithinDailyCap(db: LocalTables, { kind, mode, assistantId }: CappedDocument, now: number): Promise<boolean> {
  const read = async (path: string) => (await db.documents.get(path))?.data;
  return keepWithinDailyCap((path) => countOne(db, path, now), read, mode, assistantId, kind, now);
}
