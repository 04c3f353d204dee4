#!/usr/bin/env node
// The dashboard's budgets, measured on the local build (npx nx build console), demo data (two years):
//   each period's view computed and drawn ≤ 300 ms after its data arrived (median in headless Chromium)
//   · the route's own JavaScript beyond the signed-in shell ≤ 70 kB gzip
//   · the most documents a view reads in Firebase, whole period ≤ 800 (the cost model, from the code).
// Usage: node tools/benchmarks/dashboard.mjs [--runs 5]. Exits 1 when a budget is missed.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { serveStatic } from '../serve-static.mjs';
import { importWorkspace } from '../workspace-import.mjs';
import { chromiumLaunchOptions } from '../playwright-chromium.mjs';

const root = new URL('../..', import.meta.url).pathname;
const runsIndex = process.argv.indexOf('--runs');
const runs = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = [];
const report = (name, value, unit, budget) => results.push({ name, value, unit, budget, ok: value <= budget });

const { DEMO_ACCOUNT } = await importWorkspace('@console/demo-data');
// The pure parts of the dashboard's data library (its index also holds React hooks).
const { PERIODS, PERIOD_GROUPINGS } = await importWorkspace('libs/analytics-data/src/periods.ts');
const { maxDocumentsRead } = await importWorkspace('libs/analytics-data/src/read-cost.ts');
const port = 4393;
const server = await serveStatic(`${root}dist/apps/console`, port);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`http://localhost:${port}/login`);
  await page.locator('input[type=email]').fill(DEMO_ACCOUNT.email);
  await page.locator('input[type=password]').first().fill(DEMO_ACCOUNT.password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  // The route's own scripts: those a client-side visit of /dashboard fetches after /home.
  await page.goto(`http://localhost:${port}/home`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.locator('a[href="/dashboard"]').first().click();
  await page.locator('svg[role=img]').first().waitFor();
  const own = [...scripts].reduce((total, path) => total + gzipSync(readFileSync(`${root}dist/apps/console${path}`), { level: 9 }).length, 0);
  report(`/dashboard JavaScript beyond the shell (${scripts.size} files, gzip)`, own / 1000, 'kB', 70);

  for (const [period, grouping] of PERIODS.flatMap((period) => PERIOD_GROUPINGS[period].map((grouping) => [period, grouping]))) {
    const timings = [];
    for (let run = 0; run < runs; run += 1) {
      await page.goto(`http://localhost:${port}/dashboard?period=${period}&by=${grouping}`);
      await page.locator('svg[role=img]').first().waitFor();
      // The last view drawn is the complete one (days, months and questions may arrive one by one).
      await page.waitForFunction(() => performance.getEntriesByName('dashboard:drawn').length > 0);
      timings.push(await page.evaluate(() => Math.max(...performance.getEntriesByName('dashboard:drawn').map((entry) => entry.duration))));
    }
    report(`${period} by ${grouping}: computed and drawn after the data arrived (median of ${runs})`, Math.round(median(timings)), 'ms', 300);
  }
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  // Two years: this month and the 23 before it.
  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 23, 1)).toISOString().slice(0, 7);
  for (const grouping of PERIOD_GROUPINGS.all) {
    report(`whole period by ${grouping}: most documents read in Firebase over two years`, maxDocumentsRead('all', grouping, today, firstMonth), 'documents', 800);
  }
} finally {
  await browser.close();
  server.close();
}

for (const { name, value, unit, budget, ok } of results) console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${value} ${unit} (budget ${budget})`);
process.exit(results.every(({ ok }) => ok) ? 0 : 1);
