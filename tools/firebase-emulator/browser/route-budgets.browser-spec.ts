import { join } from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import { verifiedAccount } from './emulators';

const FIREBASE_CONSOLE_PORT = 4320;
// Run from the workspace's root (run-auth-contract.mjs).
const root = process.cwd();

test('each route of the Firebase build loads no more JavaScript than its budget', async ({ browser }) => {
  test.setTimeout(120_000);
  // The measuring code is shared with the local build's check, a Node script (ES module) of its own.
  const { measureBuild, report, signIn } = await import('../../benchmarks/route-javascript.mjs');
  const origin = `http://localhost:${FIREBASE_CONSOLE_PORT}`;
  const account = await verifiedAccount('budgets');
  const rows = await measureBuild(browser, {
    build: 'firebase',
    dist: join(root, 'dist', 'apps', 'console-firebase-emulator'),
    origin,
    signInFirst: (context: BrowserContext) => signIn(context, origin, account),
  });
  console.log(report(rows));
  expect(rows.filter((row) => row.gzipKb > row.budget).map(({ route, gzipKb, budget }) => `${route}: ${gzipKb} kB > ${budget} kB`)).toEqual([]);
});
