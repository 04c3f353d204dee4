import { DEFAULT_ENVIRONMENT_MODE } from '@console/backend';

/** The environment the code under test reads and writes: the test backend's (`createTestBackend`), the default one. */
export const TEST_MODE = DEFAULT_ENVIRONMENT_MODE;

/** The bank's signed-in user of every library's tests (seed it with `createTestBackend({ seed: { users: [TEST_USER] } })`). */
export const TEST_USER = { uid: 'bank-1', email: 'ana@bank.example', password: 'secret-1', emailVerified: true } as const;
