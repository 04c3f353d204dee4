import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import type { DocumentData } from '../ports/document-port';
import { toDocumentSnapshot, toStoredDocument, type FirestoreSnapshotLike } from './snapshot-mapping';

/** A snapshot as the SDK hands it over: a pending server timestamp reads as null unless an estimate is asked for. */
function snapshotOf(path: string, data: DocumentData | undefined, pendingEstimate?: Timestamp): FirestoreSnapshotLike {
  return {
    id: path.split('/').at(-1) ?? '',
    ref: { path },
    exists: () => data !== undefined,
    data: (options) => (data === undefined ? undefined : { ...data, ...(pendingEstimate ? { stampedAt: options?.serverTimestamps === 'estimate' ? pendingEstimate : null } : {}) }),
  };
}

describe('toDocumentSnapshot', () => {
  it('gives id, full path and plain data of an existing document', () => {
    const createdAt = Timestamp.fromMillis(1_700_000_000_123);

    const snapshot = toDocumentSnapshot(snapshotOf('mode/staging/accounts/u1', { profile: { name: 'Ana', createdAt } }));

    expect(snapshot).toEqual({
      id: 'u1',
      path: 'mode/staging/accounts/u1',
      exists: true,
      data: { profile: { name: 'Ana', createdAt: createdAt.toMillis() } },
    });
  });

  it('reports a missing document with null data', () => {
    expect(toDocumentSnapshot(snapshotOf('mode/staging/accounts/nobody', undefined))).toEqual({
      id: 'nobody',
      path: 'mode/staging/accounts/nobody',
      exists: false,
      data: null,
    });
  });

  it('reads a pending server timestamp as its local estimate in milliseconds', () => {
    const estimate = Timestamp.fromMillis(1_710_000_000_000);

    const snapshot = toDocumentSnapshot(snapshotOf('a/b', { text: 'x' }, estimate));

    expect(snapshot.data).toEqual({ text: 'x', stampedAt: estimate.toMillis() });
  });
});

describe('toStoredDocument', () => {
  it('gives id, full path and plain data of a query result', () => {
    const answeredAt = Timestamp.fromMillis(1_720_000_000_000);

    const stored = toStoredDocument(snapshotOf('mode/staging/accounts/u1/faqs/en/collection/q7', { answer: { text: 'Hi', attachments: [{ answeredAt }] } }));

    expect(stored).toEqual({
      id: 'q7',
      path: 'mode/staging/accounts/u1/faqs/en/collection/q7',
      data: { answer: { text: 'Hi', attachments: [{ answeredAt: answeredAt.toMillis() }] } },
    });
  });
});
