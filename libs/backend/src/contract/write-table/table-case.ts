import type { DocumentData, DocumentStore, WriteOperation } from '../../ports/document-port';
import type { ContractUser } from '../environment';

/** A document in place before a case runs, written with the rules switched off. */
export interface GivenDocument {
  path: string;
  data: DocumentData;
}

/** Who asks: a user of the contract's fixtures, or null for a customer who is not signed in. */
export type TableRequester = ContractUser | null;

/** One write (several are one atomic batch) that the rules of both backends must allow, or refuse. */
export interface WriteCase {
  name: string;
  as: TableRequester;
  given?: GivenDocument[];
  write: WriteOperation | WriteOperation[];
  allowed: boolean;
}

/** One read: a document by its path, or a whole collection listed. */
export interface ReadCase {
  name: string;
  as: TableRequester;
  given?: GivenDocument[];
  read: { doc: string } | { list: string };
  allowed: boolean;
}

export interface TableGroup {
  title: string;
  writes?: WriteCase[];
  reads?: ReadCase[];
}

/** A document store of a backend holding `documents` (and the fixtures' users), used by `as`. */
export type TableStoreMaker = (setup: { documents: GivenDocument[]; as: TableRequester }) => Promise<DocumentStore>;
