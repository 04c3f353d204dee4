import { MAX_BATCH_OPERATIONS } from '../ports/document-port';
import type {
  CollectionQuery,
  DocumentData,
  DocumentSnapshot,
  DocumentStore,
  StoredDocument,
  WriteOperation,
} from '../ports/document-port';
import type { Unsubscribe } from '../ports/common';
import { countChatEvent, isChatEventPath, type ChatEvent } from '@console/assistant-contract';
import { auditChangeOf, isCustomerWriteAllowed, isOwnerWriteAllowed, matchPath, replacedDestinationEmail } from '@console/document-rules';
import { assistantIdOf, assistantOwnerPath, isAllowed, type Requester } from './access-rule';
import { localCounterStore } from './chat-event-counting';
import { cappedDocumentOf, keptWithinDailyCap } from './daily-caps';
import type { DocumentRecord, LocalDatabase, LocalTables } from './database';
import { assertCollectionPath, parseDocumentPath } from './document-path';
import { fail } from './errors';
import { mergedData, replacedData, updatedData } from './field-values';
import { watchLive } from './live-watch';
import { assertValidQuery, runQuery } from './query-matcher';
import { newDocumentId } from '../random-id';
import { readRequester } from './requester';
import { paths } from '@console/data-paths';
import { defaultActionUrl, sendDestinationNotice, sendLeadToOutbox } from './outbox';

function ownerIn(data: DocumentData | null | undefined): string | null {
  const owner = data?.['owner'];
  return typeof owner === 'string' ? owner : null;
}

/** The owner of the assistant a path belongs to, as stored (or as about to be written in this commit). */
async function assistantOwnerOf(db: LocalTables, path: string, pending?: Map<string, DocumentRecord | null>): Promise<string | null> {
  const assistantId = assistantIdOf(path);
  if (!assistantId) return null;
  const ownerPath = assistantOwnerPath(path, assistantId);
  const stored = await db.documents.get(ownerPath);
  // A new owner record may be created by its future owner; an existing one keeps its owner.
  if (stored) return ownerIn(stored.data);
  return ownerIn(pending?.get(ownerPath)?.data);
}

/** `requester` may be given by a caller that reads many documents in one transaction: it is the same for all. */
async function assertReadable(db: LocalTables, path: string, requester?: Requester | null): Promise<void> {
  const reader = requester === undefined ? await readRequester(db) : requester;
  const owner = assistantIdOf(path) ? await assistantOwnerOf(db, path) : null;
  if (!isAllowed(path, 'read', reader, owner)) fail('permission-denied', `Missing permission to read "${path}"`);
}

async function readDocument(db: LocalTables, path: string, requester?: Requester | null): Promise<DocumentSnapshot> {
  const { id } = parseDocumentPath(path);
  await assertReadable(db, path, requester);
  const record = await db.documents.get(path);
  return { id, path, exists: record !== undefined, data: record?.data ?? null };
}

async function readCollection(db: LocalTables, path: string, query: CollectionQuery | undefined): Promise<StoredDocument[]> {
  assertCollectionPath(path);
  assertValidQuery(query);
  await assertReadable(db, path);
  const records = await db.documents.where('parent').equals(path).toArray();
  return runQuery(
    records.map(({ id, path: documentPath, data }) => ({ id, path: documentPath, data })),
    query,
  );
}

function nextData(current: DocumentData | null, operation: WriteOperation, now: number): DocumentData | null {
  switch (operation.type) {
    case 'delete':
      return null;
    case 'set':
      return operation.merge ? mergedData(current ?? {}, operation.data, now) : replacedData(operation.data, now);
    case 'update':
      if (current === null) return fail('not-found', `No document to update: "${operation.path}"`);
      return updatedData(current, operation.data, now);
  }
}

/** The download URLs of this backend's files (object URLs that live as long as the page). */
const LOCAL_FILE_URL = /^blob:/u;

/** Firestore-shaped documents in the `documents` table, with the access rule applied to every call. */
export class LocalDocumentStore implements DocumentStore {
  constructor(
    private readonly db: LocalDatabase,
    /** Resolves once the demo documents are in the database (see `seedOnFirstNeed`): every call waits for it. */
    private readonly seeded: () => Promise<void>,
    private readonly now: () => number,
    /** The console's list of writable documents and their fields (LocalBackendOptions.documentRules). */
    private readonly documentRules = true,
    /**
     * The console's list of leads (its ROUTES.leads, which this shared library cannot import), linked
     * from the e-mail a new lead sends the bank.
     */
    private readonly leadsUrl = new URL('leads', defaultActionUrl()).href,
  ) {}

  watchDoc<T = DocumentData>(path: string, onNext: (snapshot: DocumentSnapshot<T>) => void, onError: (error: Error) => void): Unsubscribe {
    return watchLive(this.db, (tables) => readDocument(tables, path) as Promise<DocumentSnapshot<T>>, onNext, onError, this.seeded);
  }

  watchCollection<T = DocumentData>(
    path: string,
    query: CollectionQuery | undefined,
    onNext: (documents: StoredDocument<T>[]) => void,
    onError: (error: Error) => void,
  ): Unsubscribe {
    return watchLive(this.db, (tables) => readCollection(tables, path, query) as Promise<StoredDocument<T>[]>, onNext, onError, this.seeded);
  }

  async getDoc<T = DocumentData>(path: string): Promise<DocumentSnapshot<T>> {
    await this.seeded();
    return (await readDocument(this.db, path)) as DocumentSnapshot<T>;
  }

  async getCollection<T = DocumentData>(path: string, query?: CollectionQuery): Promise<StoredDocument<T>[]> {
    await this.seeded();
    return (await readCollection(this.db, path, query)) as StoredDocument<T>[];
  }

  async setDoc(path: string, data: DocumentData, options?: { merge?: boolean }): Promise<void> {
    await this.seeded();
    return this.commit([{ type: 'set', path, data, merge: options?.merge === true }]);
  }

  async updateDoc(path: string, data: DocumentData): Promise<void> {
    await this.seeded();
    return this.commit([{ type: 'update', path, data }]);
  }

  async deleteDoc(path: string): Promise<void> {
    await this.seeded();
    return this.commit([{ type: 'delete', path }]);
  }

  async batch(operations: WriteOperation[]): Promise<void> {
    await this.seeded();
    for (let start = 0; start < operations.length; start += MAX_BATCH_OPERATIONS) {
      await this.commit(operations.slice(start, start + MAX_BATCH_OPERATIONS));
    }
  }

  /** One IndexedDB transaction holds the reads and the write, so nothing can come in between. */
  async transaction(paths: readonly string[], decide: (snapshots: DocumentSnapshot[]) => WriteOperation[]): Promise<void> {
    const { db } = this;
    await this.seeded();
    await db.transaction('rw', this.writeTables(), async (tx) => {
      const requester = await readRequester(tx);
      const snapshots = await Promise.all(paths.map((path) => readDocument(tx, path, requester)));
      const operations = decide(snapshots);
      if (operations.length > MAX_BATCH_OPERATIONS) fail('invalid-argument', `A transaction writes at most ${MAX_BATCH_OPERATIONS} operations`);
      // The commit runs in this transaction, so that nothing comes between the reads and the writes.
      if (operations.length > 0) await this.commit(operations, tx);
    });
  }

  newId(): string {
    return newDocumentId();
  }

  /** The tables a commit uses; a transaction around a commit must hold them all. */
  private writeTables() {
    const { db } = this;
    return [db.documents, db.session, db.users, db.outbox];
  }

  /**
   * What the Cloud Functions do in Firebase for an owner's write: the account's audit trail (who changed
   * what, when) and a notice to the old destination address when the bank's changes. Inside the commit.
   */
  private async keepAuditTrail(db: LocalTables, uid: string, pending: Map<string, DocumentRecord | null>, before: Map<string, DocumentRecord | undefined>, now: number): Promise<void> {
    const email = (await db.users.get(uid))?.email ?? '';
    const entries: DocumentRecord[] = [];
    for (const [path, record] of pending) {
      const [, mode = '', , owner] = path.split('/');
      if (owner !== uid) continue;
      const old = before.get(path)?.data ?? null;
      const change = auditChangeOf(path, old, record?.data ?? null);
      if (change) {
        const entryPath = `${paths.accountAudit(mode, uid)}/${newDocumentId()}`;
        entries.push({ path: entryPath, ...parseDocumentPath(entryPath), data: { ...change, at: now, by: { uid, email } } });
      }
      const replaced = replacedDestinationEmail(path, old, record?.data ?? null);
      if (replaced) await sendDestinationNotice(db, replaced, record?.data, new URL('settings', this.leadsUrl).href, now);
    }
    if (entries.length > 0) await db.documents.bulkPut(entries);
  }

  /** Writes the operations in one transaction: any failure (rule, missing document, bad data) writes nothing. */
  private async commit(operations: WriteOperation[], scope: LocalTables = this.db): Promise<void> {
    const targets = operations.map((operation) => ({ operation, ...parseDocumentPath(operation.path) }));
    await scope.transaction('rw', this.writeTables(), async (db) => {
      const requester = await readRequester(db);
      const now = this.now();
      const pending = new Map<string, DocumentRecord | null>();
      // Read all at once: one request after another would cost a round trip per document.
      const uniquePaths = [...new Set(targets.map(({ operation }) => operation.path))];
      const stored = await Promise.all(uniquePaths.map((path) => db.documents.get(path)));
      /** What each path held before this commit (undefined: nothing): customers may only add new events. */
      const before = new Map<string, DocumentRecord | undefined>(uniquePaths.map((path, index) => [path, stored[index]]));
      for (const { operation, id, parent } of targets) {
        const current = pending.has(operation.path) ? pending.get(operation.path) : before.get(operation.path);
        const data = nextData(current?.data ?? null, operation, now);
        pending.set(operation.path, data === null ? null : { path: operation.path, parent, id, data });
      }
      // Every document as the commit leaves it is judged by the one list of what may be written: what
      // anyone may leave there (for an assistant that exists), or what its owner may.
      const newLeads: Array<{ lead: DocumentData; owner: string; mode: string; assistantId: string }> = [];
      const newEvents: Array<{ path: string; event: DocumentData }> = [];
      const dropped: string[] = [];
      for (const [path, record] of pending) {
        // Only paths keyed by an assistant id need a lookup; awaiting nothing would end the transaction.
        const assistantOwner = assistantIdOf(path) ? await assistantOwnerOf(db, path, pending) : null;
        const after = record?.data ?? null;
        const write = { before: before.get(path)?.data ?? null, now, assistantOwner, fileUrl: LOCAL_FILE_URL };
        const allowed = this.documentRules
          ? isCustomerWriteAllowed(path, after, write) || isOwnerWriteAllowed(path, after, { ...write, requester })
          : isAllowed(path, 'write', requester, assistantOwner);
        if (!allowed) fail('permission-denied', `Missing or insufficient permissions to write "${path}"`);
        const isNew = write.before === null && after !== null;
        const capped = isNew ? cappedDocumentOf(path) : null;
        if (capped && !(await keptWithinDailyCap(db, capped, now))) {
          dropped.push(path);
          continue;
        }
        const leadAt = matchPath('mode/{mode}/leads/{assistantId}/items/{leadId}', path);
        if (isNew && assistantOwner !== null && leadAt) newLeads.push({ lead: after, owner: assistantOwner, mode: leadAt['mode'] ?? '', assistantId: leadAt['assistantId'] ?? '' });
        if (isNew && isChatEventPath(path)) newEvents.push({ path, event: after });
      }
      for (const path of dropped) pending.delete(path);
      const written = [...pending.values()].filter((record): record is DocumentRecord => record !== null);
      const deleted = [...pending].filter(([, record]) => record === null).map(([path]) => path);
      if (written.length > 0) await db.documents.bulkPut(written);
      if (deleted.length > 0) await db.documents.bulkDelete(deleted);
      for (const { lead, owner, mode, assistantId } of newLeads) {
        const account = await db.documents.get(paths.account(mode, owner));
        await sendLeadToOutbox(db, lead, { mode, assistantId, ownerUid: owner }, account?.data, this.leadsUrl, now);
      }
      // What the Cloud Function does in Firebase: each new event is added to the counters, then deleted.
      for (const { path, event } of newEvents) await countChatEvent(localCounterStore(db, now), path, event as ChatEvent, now);
      if (this.documentRules && requester) await this.keepAuditTrail(db, requester.uid, pending, before, now);
    });
  }
}
