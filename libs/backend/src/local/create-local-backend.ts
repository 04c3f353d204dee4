import { DEFAULT_ENVIRONMENT_MODE, type Backend } from '../ports/backend';
import { LocalAnalytics } from './analytics';
import { LocalAuth } from './auth';
import { defaultDatabaseName, openLocalDatabase } from './database';
import { LocalDocumentStore } from './document-store';
import { LocalFileStore } from './file-store';
import { assertLocalOrigin } from './local-origin';
import type { LocalBackendOptions } from './options';
import { LocalOutbox, defaultActionUrl } from './outbox';
import { defaultPasswordHashIterations } from './password-hash';
import { seedOnFirstNeed } from './seed';

/**
 * The embedded backend: IndexedDB in this browser, shared live by its tabs, with Firebase's semantics
 * and the access model of the Firestore rules.
 */
export async function createLocalBackend(options: LocalBackendOptions = {}): Promise<Backend> {
  assertLocalOrigin();
  const now = options.now ?? Date.now;
  const iterations = options.passwordHashIterations ?? defaultPasswordHashIterations;
  const db = openLocalDatabase(options.databaseName ?? defaultDatabaseName);
  await db.open();
  const mode = options.mode ?? DEFAULT_ENVIRONMENT_MODE;
  const { seed } = options;
  const seeded = seedOnFirstNeed(db, seed && (() => seed(mode)), iterations, now);
  const auth = await LocalAuth.start(db, {
    seeded,
    now,
    passwordHashIterations: iterations,
    emailEnumerationProtection: options.emailEnumerationProtection ?? true,
    actionUrl: options.actionUrl ?? defaultActionUrl(),
    emailLanguage: options.emailLanguage ?? 'mk',
  });
  return {
    kind: 'local',
    mode,
    auth,
    documents: new LocalDocumentStore(db, seeded, now, options.documentRules !== false),
    files: new LocalFileStore(db, now),
    analytics: new LocalAnalytics(db, now),
    outbox: new LocalOutbox(db),
    prepareForSignIn: seeded,
  };
}
