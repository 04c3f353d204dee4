import { describe, vi } from 'vitest';
import { describeAuthActionCodeContract, describeAuthSessionContract } from '../contract';
import type { ContractCapabilities } from '../contract';
import { authEmulatorEnvironment } from './auth-emulator-environment';

/**
 * A real Auth service has no clock a test can move, no second tab sharing a session in one test
 * process, and neither the password history nor the lockout the console adds in local mode.
 */
const lacking: Partial<ContractCapabilities> = { clock: false, sharedTabs: false, consoleRules: false };

// Without IndexedDB the SDK's usage heartbeat stays off: it would otherwise still be writing for an app
// that its test has already deleted. The sessions here live in memory anyway.
vi.stubGlobal('indexedDB', undefined);

describe('Firebase adapter on the Auth emulator', () => {
  describeAuthSessionContract(authEmulatorEnvironment, lacking);
  describeAuthActionCodeContract(authEmulatorEnvironment, lacking);
});
