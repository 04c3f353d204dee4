import type { Backend, DocumentData, LocalSeed } from '@console/backend';
import { TEST_USER } from './test-account';
import { createTestBackend } from './test-backend';
import { testPaths } from './test-paths';

export interface SignedInSeed {
  /** The account document as registration and the screens leave it; `null` for none. */
  account?: DocumentData | null;
  /** Further documents, by path (`testPaths` builds them). */
  documents?: LocalSeed['documents'];
}

/** The seed of `signedInTestBackend`: the test user, the account document and the documents given. */
export function signedInSeed({ account = { profile: { name: 'Ana' } }, documents = [] }: SignedInSeed = {}): LocalSeed {
  return { users: [TEST_USER], documents: [...(account ? [{ path: testPaths.account, data: account }] : []), ...documents] };
}

/** The real local backend on a fresh database holding `seed`, with the test user signed in. */
export async function signedInTestBackend(seed: SignedInSeed | LocalSeed = {}): Promise<Backend> {
  const backend = await createTestBackend({ seed: 'users' in seed ? seed : signedInSeed(seed) });
  await backend.auth.signIn(TEST_USER.email, TEST_USER.password);
  return backend;
}
