import { DELETE_FIELD, SERVER_TIMESTAMP, increment, type DocumentData, type WriteOperation } from '../../ports/document-port';
import type { ContractUser } from '../environment';
import type { GivenDocument, ReadCase, TableRequester, WriteCase } from './table-case';

export { DELETE_FIELD, SERVER_TIMESTAMP, increment };

export const set = (path: string, data: DocumentData): WriteOperation => ({ type: 'set', path, data });
export const merge = (path: string, data: DocumentData): WriteOperation => ({ type: 'set', path, data, merge: true });
export const update = (path: string, data: DocumentData): WriteOperation => ({ type: 'update', path, data });
export const remove = (path: string): WriteOperation => ({ type: 'delete', path });
export const given = (path: string, data: DocumentData): GivenDocument => ({ path, data });

type CaseOptions = { given?: GivenDocument[] };

/** `as` may write `write`. */
export const allows = (as: TableRequester, name: string, write: WriteOperation | WriteOperation[], options: CaseOptions = {}): WriteCase => ({
  name,
  as,
  write,
  allowed: true,
  ...options,
});

/** `as` may not write `write`: both backends answer permission-denied. */
export const refuses = (as: TableRequester, name: string, write: WriteOperation | WriteOperation[], options: CaseOptions = {}): WriteCase => ({
  name,
  as,
  write,
  allowed: false,
  ...options,
});

export const reads = (as: TableRequester, name: string, read: ReadCase['read'], allowed: boolean, options: CaseOptions = {}): ReadCase => ({
  name,
  as,
  read,
  allowed,
  ...options,
});

/** `data` with `changes` merged into its map at `key`. */
export const withIn = (data: DocumentData, key: string, changes: DocumentData): DocumentData => ({ ...data, [key]: { ...(data[key] as DocumentData), ...changes } });

export const customer: TableRequester = null;
export type { ContractUser };
