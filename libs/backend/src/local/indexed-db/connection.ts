import type { RecordChange } from './observation';
import { completionOf, resultOf } from './requests';
import type { TableSchema, TransactionRunner } from './table';

type ChangeListener = (changes: readonly RecordChange[]) => void;

/** Creates what the schema names and the database does not have yet; what it has is kept as it is. */
function upgrade(request: IDBOpenDBRequest, schemas: readonly TableSchema[]): void {
  const database = request.result;
  const transaction = request.transaction;
  if (!transaction) return;
  for (const { name, keyPath, autoIncrement = false, indexes = [] } of schemas) {
    const store = database.objectStoreNames.contains(name) ? transaction.objectStore(name) : database.createObjectStore(name, { keyPath, autoIncrement });
    for (const index of indexes) {
      if (!store.indexNames.contains(index.name)) store.createIndex(index.name, index.name, { unique: index.unique === true });
    }
  }
}

function abortQuietly(transaction: IDBTransaction): void {
  try {
    transaction.abort();
  } catch {
    // Already committed or aborted: nothing left to undo.
  }
}

/**
 * One page's connection to an IndexedDB database: opened on first use, closed when another page
 * upgrades the database, and the bus that tells live queries what each committed transaction changed,
 * in this page (directly) and in the browser's other pages with the same database (BroadcastChannel).
 */
export class Connection implements TransactionRunner {
  private opening: Promise<IDBDatabase> | undefined;
  private channel: BroadcastChannel | undefined;
  private readonly listeners = new Set<ChangeListener>();

  constructor(
    readonly name: string,
    private readonly version: number,
    private readonly schemas: readonly TableSchema[],
  ) {}

  open(): Promise<IDBDatabase> {
    this.opening ??= this.connect().catch((error: unknown) => {
      this.opening = undefined;
      throw error;
    });
    return this.opening;
  }

  close(): void {
    const opening = this.opening;
    this.opening = undefined;
    opening?.then((database) => database.close(), () => undefined);
    this.channel?.close();
    this.channel = undefined;
  }

  async run<R>(tables: readonly string[], mode: IDBTransactionMode, work: (transaction: IDBTransaction, changes: RecordChange[]) => Promise<R>): Promise<R> {
    const database = await this.open();
    const transaction = database.transaction([...tables], mode);
    const done = completionOf(transaction);
    // Marked as handled now; awaited below, where its rejection is thrown.
    done.catch(() => undefined);
    const changes: RecordChange[] = [];
    let result: R;
    try {
      result = await work(transaction, changes);
    } catch (error) {
      abortQuietly(transaction);
      throw error;
    }
    await done;
    if (changes.length > 0) this.publish(changes);
    return result;
  }

  /** Calls `listener` with the changes of every transaction committed from now on, in any page. */
  listen(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private publish(changes: readonly RecordChange[]): void {
    for (const listener of [...this.listeners]) listener(changes);
    this.channel?.postMessage(changes);
  }

  private async connect(): Promise<IDBDatabase> {
    const request = indexedDB.open(this.name, this.version);
    request.onupgradeneeded = () => upgrade(request, this.schemas);
    const database = await resultOf(request);
    // Another page upgrades the database: this page lets go of it, and its next use opens it again.
    database.onversionchange = () => {
      database.close();
      this.opening = undefined;
    };
    if (!this.channel && typeof BroadcastChannel !== 'undefined') {
      this.channel = new BroadcastChannel(`indexed-db:${this.name}`);
      this.channel.onmessage = (event: MessageEvent<readonly RecordChange[]>) => {
        for (const listener of [...this.listeners]) listener(event.data);
      };
      // A channel left open must not keep a test runner's process alive (Node's channels have unref).
      (this.channel as BroadcastChannel & { unref?: () => void }).unref?.();
    }
    return database;
  }
}

/** A runner that stays in `transaction`: the tables asked for must be among those it holds. */
export function runnerIn(transaction: IDBTransaction, changes: RecordChange[]): TransactionRunner {
  const held = new Set(Array.from(transaction.objectStoreNames));
  return {
    run: (tables, mode, work) => {
      const missing = tables.filter((table) => !held.has(table));
      if (missing.length > 0) return Promise.reject(new DOMException(`The transaction does not hold ${missing.join(', ')}`, 'NotFoundError'));
      if (mode === 'readwrite' && transaction.mode === 'readonly') return Promise.reject(new DOMException('The transaction is read-only', 'ReadOnlyError'));
      return work(transaction, changes);
    },
  };
}
