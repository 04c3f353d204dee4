import { BackendError } from '../ports/errors';
import { pathSegments } from '@console/data-paths';

/**
 * Refuses what the local adapter refuses (empty segments, a collection path where a document is
 * meant and the reverse) with the same `invalid-argument`, before Firestore silently normalises it.
 */
export function checkedPath(path: string, kind: 'document' | 'collection'): string {
  let segments: string[];
  try {
    segments = pathSegments(path);
  } catch (error) {
    throw new BackendError('invalid-argument', (error as Error).message);
  }
  const isDocument = segments.length % 2 === 0;
  if (isDocument !== (kind === 'document')) throw new BackendError('invalid-argument', `Not a ${kind} path: "${path}"`);
  return path;
}
