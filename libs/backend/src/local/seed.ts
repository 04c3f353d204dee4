import { openLocalDatabase, type DocumentRecord, type LocalDatabase, type LocalTables, type UserRecord } from './database';
import { normalisedEmail } from './credentials';
import { parseDocumentPath } from './document-path';
import { replacedData } from './field-values';
import type { LocalSeed } from './options';
import { hashPassword } from './password-hash';
import { clearedLockout } from './sign-in-lockout';

const seededKey = 'seeded';
/** Documents written per request batch while seeding (see `seedOnce`). */
const SEED_BATCH = 100;

async function isEmpty(db: LocalTables): Promise<boolean> {
  return (await db.meta.get(seededKey)) === undefined && (await db.users.count()) === 0 && (await db.documents.count()) === 0;
}

/**
 * Whether the local database `databaseName` was never seeded nor written to: a page that only shows
 * what a seed would hold (the demo website's chat launcher) can then show it without seeding.
 */
export async function isUnseededLocalDatabase(databaseName: string): Promise<boolean> {
  const db = openLocalDatabase(databaseName);
  try {
    await db.open();
    return await isEmpty(db);
  } finally {
    db.close();
  }
}

async function userRecords(seed: LocalSeed, iterations: number, now: number): Promise<UserRecord[]> {
  return Promise.all(
    seed.users.map(async (user) => ({
      uid: user.uid,
      email: normalisedEmail(user.email),
      emailVerified: user.emailVerified,
      password: 'passwordHash' in user ? user.passwordHash : await hashPassword(user.password, iterations),
      previousPasswords: [],
      ...clearedLockout,
      createdAt: now,
    })),
  );
}

function documentRecords(documents: LocalSeed['documents'], now: number): DocumentRecord[] {
  return documents.map(({ path, data }) => ({ path, ...parseDocumentPath(path), data: replacedData(data, now) }));
}

/**
 * `seedOnce` on first need, at most once per backend (a failed try is tried again): what reads or writes
 * the seeded users and documents waits for it, and nothing else does, so a first visit of the sign-in
 * page neither loads the demo data nor waits for it to be written.
 */
export function seedOnFirstNeed(db: LocalDatabase, load: (() => Promise<LocalSeed>) | undefined, iterations: number, now: () => number): () => Promise<void> {
  let seeding: Promise<void> | undefined;
  return () =>
    (seeding ??= seedOnce(db, load, iterations, now).catch((error: unknown) => {
      seeding = undefined;
      throw error;
    }));
}

/**
 * Fills an empty database once, bypassing the access rules. Hashing cannot run inside an IndexedDB
 * transaction, so the content is prepared first and written only if, inside the transaction, the
 * database is still empty and unmarked: of two tabs starting together exactly one writes.
 */
export async function seedOnce(db: LocalDatabase, load: (() => Promise<LocalSeed>) | undefined, iterations: number, now: () => number): Promise<void> {
  if (!load || !(await isEmpty(db))) return;
  const seed = await load();
  const users = await userRecords(seed, iterations, now());
  const time = now();
  await db.transaction('rw', [db.meta, db.users, db.documents], async (tx) => {
    if (!(await isEmpty(tx))) return;
    // Added, not put: the database is empty here, so there is no earlier record to read for the live
    // queries (2,000 reads of nothing took about 150 ms of a first sign-in). In batches: the page copies
    // each record into the database as it asks, and the visitor is typing meanwhile; one batch of the
    // demo's 2,000 documents froze the form for 150 ms (600 ms on a phone's CPU).
    await tx.users.bulkAdd(users);
    for (let start = 0; start < seed.documents.length; start += SEED_BATCH) {
      await tx.documents.bulkAdd(documentRecords(seed.documents.slice(start, start + SEED_BATCH), time));
    }
    await tx.meta.put({ key: seededKey, value: now() });
  });
}
