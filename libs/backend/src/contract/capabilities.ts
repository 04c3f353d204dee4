/**
 * What an adapter's test environment can do beyond the port. A suite registers a test only where the
 * environment can honour it, so an adapter that lacks one never shows a skipped or weakened test.
 */
export interface ContractCapabilities {
  /** `advanceClock` moves the backend's own clock (link expiry, sign-in lockout). */
  clock: boolean;
  /** `openTab` opens another tab on the same data and signed-in session. */
  sharedTabs: boolean;
  /** The console's rules that Firebase Auth does not have: password history and sign-in lockout. */
  consoleRules: boolean;
}

/** An adapter passes only what it lacks; everything else is on, as for the local adapter. */
export function withCapabilities(lacking: Partial<ContractCapabilities> = {}): ContractCapabilities {
  return { clock: true, sharedTabs: true, consoleRules: true, ...lacking };
}
