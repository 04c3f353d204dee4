import { pathSegments } from '@console/data-paths';
import { fail } from './errors';

function segmentsOf(path: string): string[] {
  try {
    return pathSegments(path);
  } catch {
    return fail('invalid-argument', `Invalid path: "${path}"`);
  }
}

/** The id and parent collection of a document path; `invalid-argument` for a collection path. */
export function parseDocumentPath(path: string): { id: string; parent: string } {
  const segments = segmentsOf(path);
  if (segments.length % 2 !== 0) fail('invalid-argument', `Not a document path: "${path}"`);
  return { id: segments[segments.length - 1] as string, parent: segments.slice(0, -1).join('/') };
}

export function assertCollectionPath(path: string): void {
  if (segmentsOf(path).length % 2 !== 1) fail('invalid-argument', `Not a collection path: "${path}"`);
}

/** Storage paths have no document/collection parity, only non-empty segments. */
export function assertStoragePath(path: string): void {
  segmentsOf(path);
}
