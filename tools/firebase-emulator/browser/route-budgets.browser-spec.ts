import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
const FIREBASE_CONSOLE_PORT = 4320;
const FIRESTORE_HOST = process.env['VITE_FIREBASE_FIRESTORE_EMULATOR_HOST'] ?? 'firestore.googleapis.com';

// Run from the workspace's root (run-auth-contract.mjs).
const root = process.cwd();
const { host, port } = JSON.parse(readFileSync(join(root, 'firebase', 'firebase.json'), 'utf8')).emulators.auth as { host: string; port: number };
const identity = `http://${host}:${port}/identitytoolkit.googleapis.com/v1`;

/** A verified account made straight on the Auth emulator (its admin token is `owner`), to sign in with. */
async function verifiedAccount(): Promise<{ email: string; password: string }> {
  const account = { email: `budgets-${Date.now()}@bank.example`, password: 'Budget-check-2026' };
  const created = await fetch(`${identity}/accounts:signUp?key=demo-api-key`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...account, returnSecureToken: true }) });
  const { localId } = (await created.json()) as { localId: string };
  const verified = await fetch(`${identity}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId, emailVerified: true }),
  });
  expect(verified.ok).toBe(true);
  return account;
}

test('each route of the Firebase build loads no more JavaScript than its budget', async ({ browser }) => {
  test.setTimeout(120_000);
  // The measuring code is shared with the local build's check, a Node script (ES module) of its own.
  const { measureBuild, report, signIn } = await import('../../benchmarks/route-javascript.mjs');
  const origin = `http://localhost:${FIREBASE_CONSOLE_PORT}`;
  const account = await verifiedAccount();
  // The code a route loads is what is measured: Firestore's live channel would keep the network busy
  // (the measure waits for it to be idle), so its requests fail, as when offline.
  const rows = await measureBuild(browser, {
    build: 'firebase',
    dist: join(root, 'dist', 'apps', 'console-firebase-emulator'),
    origin,
    signInFirst: (context: BrowserContext) => signIn(context, origin, account),
    refused: (url: URL) => url.host === FIRESTORE_HOST,
  });
  console.log(report(rows));
  expect(rows.filter((row) => row.gzipKb > row.budget).map(({ route, gzipKb, budget }) => `${route}: ${gzipKb} kB > ${budget} kB`)).toEqual([]);
});
