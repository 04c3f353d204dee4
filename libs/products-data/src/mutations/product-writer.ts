import type { Backend } from '@console/backend';

/** What the product writes need: the backend (its documents, files and the data's mode) and the account. */
export interface ProductWriteContext {
  backend: Pick<Backend, 'documents' | 'files' | 'mode'>;
  uid: string;
}
