import type { AnalyticsPort } from './analytics-port';
import type { AuthPort } from './auth-port';
import type { DocumentStore } from './document-port';
import type { FileStore } from './file-port';
import type { OutboxPort } from './outbox-port';

export type BackendKind = 'local' | 'firebase';

export interface Backend {
  kind: BackendKind;
  auth: AuthPort;
  documents: DocumentStore;
  files: FileStore;
  analytics: AnalyticsPort;
  /** Present in local mode only. */
  outbox?: OutboxPort;
}
