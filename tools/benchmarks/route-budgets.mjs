#!/usr/bin/env node
// The local build's JavaScript per route against tools/benchmarks/route-budgets.json: the public
// routes on a first visit, the signed-in ones as the demo bank. Needs dist/apps/console
// (npx nx build console); the Firebase build's routes are checked with the Auth emulator running
// (tools/firebase-emulator/run-auth-contract.mjs). Prints every figure; exits 1 when a route is over.
import { chromium } from '@playwright/test';
import { serveStatic } from '../serve-static.mjs';
import { LOCAL_DEMO_SIGN_IN, measureBuild, report, signIn } from './route-javascript.mjs';
import { chromiumLaunchOptions } from '../playwright-chromium.mjs';

const root = new URL('../..', import.meta.url).pathname;
const dist = `${root}dist/apps/console`;
// A free port: a fresh origin, so a first visit; the server and browser stop however this ends.
const server = await serveStatic(dist, 0);
const origin = `http://localhost:${server.address().port}`;
const browser = await chromium.launch(chromiumLaunchOptions);
let rows;
try {
  rows = await measureBuild(browser, { build: 'local', dist, origin, signInFirst: (context) => signIn(context, origin, LOCAL_DEMO_SIGN_IN) });
} finally {
  await browser.close();
  server.close();
}
console.log(report(rows));
process.exit(rows.every((row) => row.gzipKb <= row.budget) ? 0 : 1);
