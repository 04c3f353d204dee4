import type { Backend } from '@console/backend';

/** What the product writes need: the backend's documents and files, the account and the data's mode. */
export interface ProductWriteContext {
  backend: Pick<Backend, 'documents' | 'files'>;
  uid: string;
  mode: string;
}
