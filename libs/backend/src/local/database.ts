import { Dexie, type EntityTable } from 'dexie';
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

export type LocalDatabase = Dexie & {
  documents: EntityTable<DocumentRecord, 'path'>;
  users: EntityTable<UserRecord, 'uid'>;
  session: EntityTable<SessionRecord, 'key'>;
  actionCodes: EntityTable<ActionCodeRecord, 'code'>;
  outbox: EntityTable<OutboxRecord, 'seq'>;
  files: EntityTable<FileRecord, 'path'>;
  events: EntityTable<EventRecord, 'seq'>;
  meta: EntityTable<MetaRecord, 'key'>;
};

export const defaultDatabaseName = 'bank-assistant-console';

export function openLocalDatabase(name: string): LocalDatabase {
  const db = new Dexie(name) as LocalDatabase;
  db.version(1).stores({
    documents: 'path, parent',
    users: 'uid, &email',
    session: 'key',
    actionCodes: 'code, uid',
    outbox: '++seq',
    files: 'path',
    events: '++seq, name',
    meta: 'key',
  });
  return db;
}
