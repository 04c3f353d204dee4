import type { Locale } from '@console/locale';
import type { DocumentData } from '../ports/document-port';
import type { PasswordHash } from './password-hash';

/**
 * A user the local backend creates on first start: with a password (hashed on the way in) or with a
 * hash prepared beforehand, so that a first start need not spend its time hashing.
 */
export type SeedUser = { uid: string; email: string; emailVerified: boolean } & ({ password: string } | { passwordHash: PasswordHash });

/** Initial content of an empty local database: plain data, written once, bypassing the access rules. */
export interface LocalSeed {
  users: SeedUser[];
  documents: Array<{ path: string; data: DocumentData }>;
}

export interface LocalBackendOptions {
  /** The environment's mode, the first segment of every data path (`staging` when not given). */
  mode?: string;
  /** IndexedDB database name; tests give each backend its own. */
  databaseName?: string;
  /** Loaded only when the database is empty, so demo data costs nothing after the first start; given the backend's mode. */
  seed?: (mode: string) => Promise<LocalSeed>;
  /** Injectable clock (epoch ms) so that link expiry and lockouts are testable without waiting. */
  now?: () => number;
  /** PBKDF2-SHA-256 iterations for new hashes; lower only in tests. Default 600,000. */
  passwordHashIterations?: number;
  /**
   * As in Firebase, on by default: a failed sign-in says `auth/invalid-credential` without telling
   * whether the e-mail or the password was wrong. Off: `auth/user-not-found` / `auth/wrong-password`.
   */
  emailEnumerationProtection?: boolean;
  /** Base of the links in e-mails; the query `mode`, `oobCode` and `lang` is appended. */
  actionUrl?: string;
  /** Default language of e-mails until `auth.setLanguage` is called. */
  emailLanguage?: Locale;
  /**
   * On (the default) the console's list of writable documents and their fields is enforced, as by the
   * Firestore rules. Off only for the tests of Firestore's document semantics, which hold for any data:
   * then only who may write where is checked (an account's owner below it).
   */
  documentRules?: boolean;
}
