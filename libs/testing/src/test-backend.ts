import type { Backend, LocalBackendOptions, LocalSeed, SeedUser } from '@console/backend';
import { createLocalBackend } from '@console/backend/local';

export interface TestBackendOptions extends Omit<LocalBackendOptions, 'seed'> {
  /** Written once into the new, empty database: the data itself or a loader of it. */
  seed?: LocalSeed | (() => Promise<LocalSeed>);
  /** Accounts to create, added to the seed's users (a shorthand for a seed without documents). */
  users?: SeedUser[];
}

let databases = 0;

/**
 * A database name no other backend of this test run uses. The counter keeps backends of one file
 * apart, the clock keeps apart files that a worker runs one after the other.
 */
export function uniqueDatabaseName(prefix = 'test'): string {
  return `${prefix}-${++databases}-${Date.now()}`;
}

/**
 * The real local backend on its own fresh database, with cheap password hashing: 1,000 PBKDF2
 * iterations instead of 310,000 keep a register or sign-in at a few milliseconds.
 */
export function createTestBackend({ seed, users, ...options }: TestBackendOptions = {}): Promise<Backend> {
  const loadSeed = seedLoader(seed, users);
  return createLocalBackend({
    databaseName: uniqueDatabaseName(),
    passwordHashIterations: 1_000,
    ...options,
    ...(loadSeed ? { seed: loadSeed } : {}),
  });
}

function seedLoader(seed: TestBackendOptions['seed'], users: SeedUser[] = []): (() => Promise<LocalSeed>) | undefined {
  if (!seed && users.length === 0) return undefined;
  return async () => {
    const base = typeof seed === 'function' ? await seed() : (seed ?? { users: [], documents: [] });
    return { ...base, users: [...base.users, ...users] };
  };
}
