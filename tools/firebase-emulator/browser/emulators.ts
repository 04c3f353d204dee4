import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Run from the workspace's root (run-auth-contract.mjs): the Auth emulator's address is the project's.
const { host, port } = JSON.parse(readFileSync(join(process.cwd(), 'firebase', 'firebase.json'), 'utf8')).emulators.auth as { host: string; port: number };
const identity = `http://${host}:${port}/identitytoolkit.googleapis.com/v1`;

/** Where the build sends Firestore's requests: the emulator run-auth-contract started, else Google's host. */
export const FIRESTORE_HOST = process.env['VITE_FIREBASE_FIRESTORE_EMULATOR_HOST'] ?? 'firestore.googleapis.com';
// The emulator accepts `owner` as an administrator's token.
const admin = { 'content-type': 'application/json', authorization: 'Bearer owner' };

async function markVerified(localId: string | undefined): Promise<void> {
  const verified = await fetch(`${identity}/accounts:update`, { method: 'POST', headers: admin, body: JSON.stringify({ localId, emailVerified: true }) });
  if (!verified.ok) throw new Error(`The Auth emulator did not verify ${localId ?? 'the account'}: HTTP ${verified.status}`);
}

/** Marks an account's e-mail verified on the Auth emulator, as its link would. */
export async function verifyEmail(email: string): Promise<void> {
  const found = await fetch(`${identity}/accounts:lookup?key=demo-api-key`, { method: 'POST', headers: admin, body: JSON.stringify({ email: [email] }) });
  const { users } = (await found.json()) as { users?: { localId: string }[] };
  await markVerified(users?.[0]?.localId);
}

/** A verified account made straight on the Auth emulator, to sign in with (no account documents). */
export async function verifiedAccount(prefix: string): Promise<{ email: string; password: string }> {
  const account = { email: `${prefix}-${Date.now()}@bank.example`, password: 'Emulator-check-2026' };
  const created = await fetch(`${identity}/accounts:signUp?key=demo-api-key`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...account, returnSecureToken: true }) });
  const { localId } = (await created.json()) as { localId: string };
  await markVerified(localId);
  return account;
}
