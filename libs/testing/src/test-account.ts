import { environmentMode } from '@console/backend';

/** The environment the code under test reads and writes: the one the app itself uses. */
export const TEST_MODE = environmentMode;

/** The bank's signed-in user of every library's tests (seed it with `createTestBackend({ seed: { users: [TEST_USER] } })`). */
export const TEST_USER = { uid: 'bank-1', email: 'ana@bank.example', password: 'secret-1', emailVerified: true } as const;
