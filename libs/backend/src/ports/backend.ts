import type { AnalyticsPort } from './analytics-port';
import type { AuthPort } from './auth-port';
import type { DocumentStore } from './document-port';
import type { FileStore } from './file-port';
import type { OutboxPort } from './outbox-port';

export type BackendKind = 'local' | 'firebase';

/** The environment's mode when a backend is created without one: the specification's label. */
export const DEFAULT_ENVIRONMENT_MODE = 'staging';

export interface Backend {
  kind: BackendKind;
  /**
   * The `{mode}` segment of every data path: which environment's data (`staging`, `production`…) this
   * backend reads and writes. Chosen once, where the backend is created; the data libraries read it here.
   */
  mode: string;
  auth: AuthPort;
  documents: DocumentStore;
  files: FileStore;
  analytics: AnalyticsPort;
  /** Present in local mode only. */
  outbox?: OutboxPort;
  /**
   * Present in local mode only: readies now what a sign-in or a registration will wait for (the demo
   * data, seeded once), so that a visitor who has started filling in the form does not wait for it
   * after pressing the button. Harmless to call more than once.
   */
  prepareForSignIn?: () => Promise<void>;
}
