import { Connection, runnerIn } from './indexed-db/connection';
import { observeLive } from './indexed-db/live-query';
import type { ReadObservation } from './indexed-db/observation';
import { Table, type TableSchema, type TransactionRunner } from './indexed-db/table';
import type { OutboxMessage } from '../ports/outbox-port';
import type { ActionCodeOperation } from '../ports/auth-port';
import type { AnalyticsParams } from '../ports/analytics-port';
import type { DocumentData } from '../ports/document-port';
import type { PasswordHash } from './password-hash';

export interface DocumentRecord {
  path: string;
  /** Path of the collection the document belongs to: what a collection read looks up. */
  parent: string;
  id: string;
  data: DocumentData;
}

export interface UserRecord {
  uid: string;
  email: string;
  emailVerified: boolean;
  password: PasswordHash;
  /** Every earlier password, so that a reset can refuse to bring one back. */
  previousPasswords: PasswordHash[];
  failedSignIns: number;
  lockedUntil: number;
  disabled: boolean;
  createdAt: number;
}

/** The session every tab of the browser shares, as Firebase's local persistence does. */
export interface SessionRecord {
  key: 'current';
  uid: string;
  /** When the session began (epoch ms); absent in a session kept from before it was recorded. */
  signedInAt?: number;
}

export interface ActionCodeRecord {
  code: string;
  operation: ActionCodeOperation;
  uid: string;
  email: string;
  createdAt: number;
  expiresAt: number;
  used: boolean;
}

export interface OutboxRecord extends OutboxMessage {
  /** Insertion order, so that messages sent within the same millisecond still list newest first. */
  seq?: number;
}

/** Stored bytes: a Blob where the browser can keep one, bytes otherwise (see blob-content.ts). */
export type FileContent = Blob | ArrayBuffer;

export interface FileRecord {
  path: string;
  content: FileContent;
  contentType: string;
  size: number;
  /** Changes on every upload, so that a tab knows when its cached object URL is stale. */
  version: string;
  updatedAt: number;
}

export interface EventRecord {
  seq?: number;
  name: string;
  params: AnalyticsParams;
  at: number;
}

export interface MetaRecord {
  key: string;
  value: unknown;
}

/** The tables, in a transaction of their own per call or in the one a caller is in. */
export interface LocalTables {
  documents: Table<DocumentRecord, 'path'>;
  users: Table<UserRecord, 'uid'>;
  session: Table<SessionRecord, 'key'>;
  actionCodes: Table<ActionCodeRecord, 'code'>;
  outbox: Table<OutboxRecord, 'seq'>;
  files: Table<FileRecord, 'path'>;
  events: Table<EventRecord, 'seq'>;
  meta: Table<MetaRecord, 'key'>;
  /**
   * Runs `work` in one transaction over `tables`: everything it reads and writes through `tx` commits
   * together or not at all. Called on a `tx`, it stays in that transaction. `work` may await only
   * reads and writes of `tx`: IndexedDB commits a transaction that waits on anything else.
   */
  transaction<R>(mode: 'r' | 'rw', tables: readonly { name: string }[], work: (tx: LocalTables) => Promise<R>): Promise<R>;
}

export interface LocalDatabase extends LocalTables {
  readonly name: string;
  open(): Promise<void>;
  close(): void;
  /** Runs `read` now and whenever a committed write (of any tab) changes what it read; see observeLive. */
  observe<T>(read: (tables: LocalTables) => Promise<T>, onNext: (value: T) => void, onError: (error: unknown) => void): () => void;
}

export const defaultDatabaseName = 'bank-assistant-console';

/**
 * The version this schema was first created with (by the library that kept it before, which stored
 * its version 1 as 10): a database created then opens without an upgrade and keeps its data.
 */
const SCHEMA_VERSION = 10;

const schemas = {
  documents: { name: 'documents', keyPath: 'path', indexes: [{ name: 'parent' }] },
  users: { name: 'users', keyPath: 'uid', indexes: [{ name: 'email', unique: true }] },
  session: { name: 'session', keyPath: 'key' },
  actionCodes: { name: 'actionCodes', keyPath: 'code', indexes: [{ name: 'uid' }] },
  outbox: { name: 'outbox', keyPath: 'seq', autoIncrement: true },
  files: { name: 'files', keyPath: 'path' },
  events: { name: 'events', keyPath: 'seq', autoIncrement: true, indexes: [{ name: 'name' }] },
  meta: { name: 'meta', keyPath: 'key' },
} as const satisfies Record<keyof Omit<LocalTables, 'transaction'>, TableSchema>;

function tablesOf(runner: TransactionRunner, observation?: ReadObservation): LocalTables {
  return {
    documents: new Table(schemas.documents, runner, observation),
    users: new Table(schemas.users, runner, observation),
    session: new Table(schemas.session, runner, observation),
    actionCodes: new Table(schemas.actionCodes, runner, observation),
    outbox: new Table(schemas.outbox, runner, observation),
    files: new Table(schemas.files, runner, observation),
    events: new Table(schemas.events, runner, observation),
    meta: new Table(schemas.meta, runner, observation),
    transaction: (mode, tables, work) =>
      runner.run(
        tables.map(({ name }) => name),
        mode === 'rw' ? 'readwrite' : 'readonly',
        (transaction, changes) => work(tablesOf(runnerIn(transaction, changes), observation)),
      ),
  };
}

/** The local backend's database `name` in this browser, opened on first use. */
export function openLocalDatabase(name: string): LocalDatabase {
  const connection = new Connection(name, SCHEMA_VERSION, Object.values(schemas));
  return {
    ...tablesOf(connection),
    name,
    open: async () => {
      await connection.open();
    },
    close: () => connection.close(),
    observe: (read, onNext, onError) =>
      observeLive({ scope: (observation) => tablesOf(connection, observation), listen: (listener) => connection.listen(listener) }, read, onNext, onError),
  };
}
