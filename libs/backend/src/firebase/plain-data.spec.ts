import { deleteApp, initializeApp } from 'firebase/app';
import { Bytes, doc, GeoPoint, getFirestore, Timestamp, vector } from 'firebase/firestore/lite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { toPlainData, toPlainValue } from './plain-data';

// Only to build a DocumentReference value; nothing here talks to a server. Without IndexedDB the SDK's
// usage heartbeat stays off; it would otherwise keep opening a database after the test environment is gone.
vi.stubGlobal('indexedDB', undefined);
const app = initializeApp({ projectId: 'demo-plain-data', apiKey: 'unused' }, 'plain-data-spec');
afterAll(async () => {
  await deleteApp(app);
  vi.unstubAllGlobals();
});

describe('toPlainData', () => {
  const createdAt = Timestamp.fromMillis(Date.UTC(2024, 4, 17, 9, 30));
  const answeredAt = Timestamp.fromMillis(Date.UTC(2025, 0, 2));

  it('turns timestamps into epoch milliseconds at the top level, in maps and in arrays', () => {
    const plain = toPlainData({
      createdAt,
      answer: { text: 'Yes', meta: { answeredAt } },
      history: [createdAt, { at: answeredAt }, [answeredAt]],
    });

    expect(plain).toEqual({
      createdAt: createdAt.toMillis(),
      answer: { text: 'Yes', meta: { answeredAt: answeredAt.toMillis() } },
      history: [createdAt.toMillis(), { at: answeredAt.toMillis() }, [answeredAt.toMillis()]],
    });
  });

  it('keeps primitives and null as they are', () => {
    const data = { text: 'Здраво', count: 3, top: false, missing: null };

    expect(toPlainData(data)).toEqual(data);
  });

  it('returns new maps instead of changing the input', () => {
    const data = { nested: { at: createdAt } };

    toPlainData(data);

    expect(data.nested.at).toBe(createdAt);
  });

  it('leaves no Firestore class anywhere in the result', () => {
    const plain = toPlainValue({
      place: new GeoPoint(41.99, 21.43),
      blob: Bytes.fromUint8Array(new Uint8Array([1, 2, 3])),
      embedding: vector([0.5, 0.25]),
      owner: doc(getFirestore(app), 'mode/staging/accounts/u1'),
    });

    expect(plain).toEqual({
      owner: 'mode/staging/accounts/u1',
      place: { latitude: 41.99, longitude: 21.43 }, blob: new Uint8Array([1, 2, 3]), embedding: [0.5, 0.25],
    });
  });
});
