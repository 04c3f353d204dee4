import { deleteField, FieldValue, serverTimestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { DELETE_FIELD, SERVER_TIMESTAMP } from '../ports/document-port';
import { toFirestoreWriteData } from './write-sentinels';

function asFieldValue(value: unknown): FieldValue {
  expect(value).toBeInstanceOf(FieldValue);
  return value as FieldValue;
}

describe('toFirestoreWriteData', () => {
  it('turns SERVER_TIMESTAMP into serverTimestamp() and DELETE_FIELD into deleteField()', () => {
    const data = toFirestoreWriteData({ updatedAt: SERVER_TIMESTAMP, draft: DELETE_FIELD });

    expect(asFieldValue(data['updatedAt']).isEqual(serverTimestamp())).toBe(true);
    expect(asFieldValue(data['draft']).isEqual(deleteField())).toBe(true);
  });

  it('translates sentinels inside nested maps', () => {
    const data = toFirestoreWriteData({ answer: { text: 'Yes', meta: { editedAt: SERVER_TIMESTAMP, old: DELETE_FIELD } } });
    const meta = (data['answer'] as { meta: Record<string, unknown> }).meta;

    expect((data['answer'] as { text: string }).text).toBe('Yes');
    expect(asFieldValue(meta['editedAt']).isEqual(serverTimestamp())).toBe(true);
    expect(asFieldValue(meta['old']).isEqual(deleteField())).toBe(true);
  });

  it('translates sentinels inside arrays too', () => {
    const data = toFirestoreWriteData({ log: [{ at: SERVER_TIMESTAMP }] });
    const [entry] = data['log'] as Array<{ at: unknown }>;

    expect(asFieldValue(entry?.at).isEqual(serverTimestamp())).toBe(true);
  });

  it('recognises a sentinel that crossed a structured clone, not only the frozen constant', () => {
    const cloned = structuredClone({ updatedAt: SERVER_TIMESTAMP });

    expect(asFieldValue(toFirestoreWriteData(cloned)['updatedAt']).isEqual(serverTimestamp())).toBe(true);
  });

  it('copies everything else unchanged and leaves the input untouched', () => {
    const when = new Date(Date.UTC(2024, 0, 1));
    const input = { name: 'Bank', count: 2, tags: ['a', 'b'], nested: { ok: true, none: null }, when, at: SERVER_TIMESTAMP };

    const output = toFirestoreWriteData(input);

    expect(output).toMatchObject({ name: 'Bank', count: 2, tags: ['a', 'b'], nested: { ok: true, none: null } });
    expect(output['when']).toBe(when);
    expect(input.at).toBe(SERVER_TIMESTAMP);
  });
});
