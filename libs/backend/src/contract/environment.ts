import type { Backend } from '../ports/backend';
import type { DocumentData } from '../ports/document-port';
import type { ActionEmailKind } from '../ports/outbox-port';

export interface ContractUser {
  uid: string;
  email: string;
  password: string;
  emailVerified: boolean;
}

/** Content written before a test, bypassing the access rules (e.g. the read-only catalogue). */
export interface ContractSeed {
  users?: ContractUser[];
  documents?: Array<{ path: string; data: DocumentData }>;
}

export interface ContractSetup {
  seed?: ContractSeed;
  /** Defaults to on, as in Firebase. */
  emailEnumerationProtection?: boolean;
  /** Any document shape anywhere in the user's account: for the suites of Firestore's semantics, not the rules'. */
  anyShape?: boolean;
}

/** One isolated backend (own database / project) and the controls a test needs around it. */
export interface ContractEnvironment {
  backend: Backend;
  /** Another tab of the same browser: the same database and the same signed-in session (capability `sharedTabs`). */
  openTab(): Promise<Backend>;
  /** The backend's clock, in epoch ms. */
  now(): number;
  /** Moves the backend's clock forward (link expiry, sign-in lockout; capability `clock`). */
  advanceClock(ms: number): void;
  /** The oobCode of the newest e-mail of this kind sent to `email`, if any was sent. */
  lastActionCode(email: string, kind: ActionEmailKind): Promise<string | undefined>;
}

/** What an adapter's spec passes to the suites: a fresh environment per call. */
export type MakeEnvironment = (setup?: ContractSetup) => Promise<ContractEnvironment>;
