import { describe, expect, it } from 'vitest';
import { openLocalDatabase, type DocumentRecord, type LocalDatabase } from './database';
import { randomId } from '../random-id';

const doc = (path: string, value: number): DocumentRecord => {
  const parts = path.split('/');
  return { path, parent: parts.slice(0, -1).join('/'), id: parts.at(-1) ?? '', data: { value } };
};

/** Every result `read` delivers, with a way to wait for one that passes `until`. */
function watched<T>(db: LocalDatabase, read: Parameters<LocalDatabase['observe']>[0]) {
  const values: T[] = [];
  let runs = 0;
  let waiting: { until: (value: T) => boolean; resolve: () => void } | undefined;
  const stop = db.observe(
    async (tables) => {
      runs += 1;
      return (await read(tables)) as T;
    },
    (value) => {
      values.push(value as T);
      if (waiting?.until(value as T)) waiting.resolve();
    },
    (error) => {
      throw error;
    },
  );
  return {
    values,
    runs: () => runs,
    stop,
    next: (until: (value: T) => boolean) =>
      new Promise<void>((resolve, reject) => {
        const last = values.at(-1);
        if (last !== undefined && until(last)) return resolve();
        const timer = setTimeout(() => reject(new Error(`No such value; got ${JSON.stringify(values)}`)), 2_000);
        waiting = { until, resolve: () => (clearTimeout(timer), resolve()) };
      }),
  };
}

const freshName = () => `database-${randomId(8)}`;

describe('the local database', () => {
  it('writes nothing of a transaction that fails, nested transactions included', async () => {
    const db = openLocalDatabase(freshName());
    await expect(
      db.transaction('rw', [db.documents, db.meta], async (tx) => {
        await tx.documents.put(doc('a/1', 1));
        await tx.transaction('rw', [tx.meta], (inner) => inner.meta.put({ key: 'k', value: 1 }));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await db.documents.count()).toBe(0);
    expect(await db.meta.get('k')).toBeUndefined();
    db.close();
  });

  it('refuses a nested transaction over a table the outer one does not hold', async () => {
    const db = openLocalDatabase(freshName());
    await expect(db.transaction('rw', [db.documents], (tx) => tx.transaction('rw', [tx.users], (inner) => inner.users.count()))).rejects.toThrow(/users/);
    await expect(db.transaction('r', [db.documents], (tx) => tx.documents.put(doc('a/1', 1)))).rejects.toThrow();
    expect(await db.documents.count()).toBe(0);
    db.close();
  });

  it('runs a live read again when a write changes what it read, and not for other writes', async () => {
    const db = openLocalDatabase(freshName());
    const one = watched<number | undefined>(db, async (tables) => (await tables.documents.get('a/1'))?.data['value'] as number | undefined);
    const parentA = watched<number[]>(db, async (tables) => (await tables.documents.where('parent').equals('a').toArray()).map(({ data }) => data['value'] as number));
    await one.next((value) => value === undefined);
    await parentA.next((values) => values.length === 0);
    await db.documents.put(doc('a/1', 1));
    await one.next((value) => value === 1);
    await parentA.next((values) => values.join() === '1');
    const [oneRuns, parentRuns] = [one.runs(), parentA.runs()];
    // Another collection and another table: neither read runs again.
    await db.documents.put(doc('b/1', 5));
    await db.meta.put({ key: 'k', value: 1 });
    await db.documents.put(doc('a/2', 2));
    await parentA.next((values) => values.join() === '1,2');
    expect(one.runs()).toBe(oneRuns);
    expect(parentA.runs()).toBe(parentRuns + 1);
    // A deleted record leaves the collection that held it.
    await db.documents.delete('a/1');
    await one.next((value) => value === undefined);
    await parentA.next((values) => values.join() === '2');
    one.stop();
    parentA.stop();
    db.close();
  });

  it('shows a live read the writes of another tab, once they are committed', async () => {
    const name = freshName();
    const db = openLocalDatabase(name);
    const otherTab = openLocalDatabase(name);
    const list = watched<string[]>(db, async (tables) => (await tables.documents.where('parent').equals('a').toArray()).map(({ id }) => id));
    await list.next((ids) => ids.length === 0);
    await otherTab.transaction('rw', [otherTab.documents], async (tx) => {
      await tx.documents.bulkPut([doc('a/1', 1), doc('a/2', 2)]);
    });
    await list.next((ids) => ids.join() === '1,2');
    // Both records arrive together: the transaction is seen whole.
    expect(list.values).toEqual([[], ['1', '2']]);
    list.stop();
    db.close();
    otherTab.close();
  });

  it('writes a batch whole: a record moved by it leaves its old collection, and a refused record leaves nothing of the batch', async () => {
    const db = openLocalDatabase(freshName());
    const inA = watched<string[]>(db, async (tables) => (await tables.documents.where('parent').equals('a').toArray()).map(({ id }) => id));
    await db.documents.bulkPut([doc('a/1', 1), doc('a/2', 2)]);
    await inA.next((ids) => ids.join() === '1,2');
    // The same key twice in one batch: the later record wins, and the collection it left is told.
    await db.documents.bulkPut([{ ...doc('a/1', 3), parent: 'b' }, doc('c/1', 4), { ...doc('a/1', 5), parent: 'b' }]);
    await inA.next((ids) => ids.join() === '2');
    expect((await db.documents.get('a/1'))?.data['value']).toBe(5);
    await expect(db.events.bulkAdd([{ seq: 7, name: 'x', params: {}, at: 0 }, { seq: 7, name: 'y', params: {}, at: 0 }])).rejects.toThrow();
    expect(await db.events.count()).toBe(0);
    await db.documents.bulkDelete(['a/2', 'c/1']);
    await inA.next((ids) => ids.length === 0);
    expect(await db.documents.count()).toBe(1);
    inA.stop();
    db.close();
  });

  it('opens a database kept by an earlier release with its data, and adds numbered records after it', async () => {
    const name = freshName();
    // The schema as the earlier release created it: IndexedDB version 10, these stores and indexes.
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(name, 10);
      request.onupgradeneeded = () => {
        const created = request.result;
        const documents = created.createObjectStore('documents', { keyPath: 'path' });
        documents.createIndex('parent', 'parent');
        created.createObjectStore('users', { keyPath: 'uid' }).createIndex('email', 'email', { unique: true });
        created.createObjectStore('session', { keyPath: 'key' });
        created.createObjectStore('actionCodes', { keyPath: 'code' }).createIndex('uid', 'uid');
        created.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
        created.createObjectStore('files', { keyPath: 'path' });
        created.createObjectStore('events', { keyPath: 'seq', autoIncrement: true }).createIndex('name', 'name');
        created.createObjectStore('meta', { keyPath: 'key' });
        documents.put(doc('a/1', 7));
      };
      request.onsuccess = () => (request.result.close(), resolve());
      request.onerror = () => reject(request.error);
    });
    const db = openLocalDatabase(name);
    expect(await db.documents.where('parent').equals('a').toArray()).toEqual([doc('a/1', 7)]);
    const first = await db.events.add({ name: 'opened', params: {}, at: 1 });
    const second = await db.events.add({ name: 'opened', params: {}, at: 2 });
    expect(second).toBe(first + 1);
    db.close();
  });

  it('refuses a second user with the same e-mail address', async () => {
    const db = openLocalDatabase(freshName());
    const user = { email: 'a@bank.example', emailVerified: false, password: { algorithm: 'PBKDF2-SHA-256', iterations: 1, salt: '', hash: '' }, previousPasswords: [], failedSignIns: 0, lockedUntil: 0, disabled: false, createdAt: 0 } as const;
    await db.users.add({ ...user, uid: 'one', previousPasswords: [] });
    await expect(db.users.add({ ...user, uid: 'two', previousPasswords: [] })).rejects.toThrow();
    expect((await db.users.where('email').equals('a@bank.example').first())?.uid).toBe('one');
    expect(await db.users.update('one', { emailVerified: true })).toBe(1);
    expect(await db.users.update('nobody', { emailVerified: true })).toBe(0);
    expect((await db.users.get('one'))?.emailVerified).toBe(true);
    db.close();
  });
});
