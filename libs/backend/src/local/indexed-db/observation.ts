/** A key or an index value, as IndexedDB compares them (the local database uses strings and numbers). */
export type StoredKey = string | number;

/** One record written or deleted by a committed transaction: its key and its index values before and after. */
export interface RecordChange {
  table: string;
  key: StoredKey;
  /** Index name → the record's values of it, before and after the write (absent values left out). */
  indexValues: Record<string, StoredKey[]>;
}

interface TableReads {
  whole: boolean;
  keys: Set<StoredKey>;
  indexValues: Map<string, Set<StoredKey>>;
}

/**
 * What one run of a live query read, table by table: whole tables, keys and index values. A change
 * touches it when it writes a record the run read or could have read.
 */
export class ReadObservation {
  private readonly tables = new Map<string, TableReads>();

  private of(table: string): TableReads {
    let reads = this.tables.get(table);
    if (!reads) this.tables.set(table, (reads = { whole: false, keys: new Set(), indexValues: new Map() }));
    return reads;
  }

  readWhole(table: string): void {
    this.of(table).whole = true;
  }

  readKey(table: string, key: StoredKey): void {
    this.of(table).keys.add(key);
  }

  readIndexValue(table: string, index: string, value: StoredKey): void {
    const reads = this.of(table);
    let values = reads.indexValues.get(index);
    if (!values) reads.indexValues.set(index, (values = new Set()));
    values.add(value);
  }

  isTouchedBy(changes: readonly RecordChange[]): boolean {
    return changes.some(({ table, key, indexValues }) => {
      const reads = this.tables.get(table);
      if (!reads) return false;
      if (reads.whole || reads.keys.has(key)) return true;
      return Object.entries(indexValues).some(([index, values]) => values.some((value) => reads.indexValues.get(index)?.has(value) === true));
    });
  }
}
