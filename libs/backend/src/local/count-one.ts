import type { LocalTables } from './database';
import { parseDocumentPath } from './document-path';

/** The server's count at `path` plus one, stored and returned (inside the caller's transaction). */
export async function countOne(db: LocalTables, path: string, now: number): Promise<number> {
  const stored = (await db.documents.get(path))?.data['count'];
  const count = (typeof stored === 'number' ? stored : 0) + 1;
  await db.documents.put({ path, ...parseDocumentPath(path), data: { count, updatedAt: now } });
  return count;
}
