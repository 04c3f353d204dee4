#!/usr/bin/env node
// Cold start of the sign-in page: a fresh browser profile opens /login of a build (served compressed as
// Hosting serves it), and the time from navigation to a usable form is taken: the page drawn (first
// contentful paint) and the app running it (its sign-in button enabled, which the page drawn at build
// time keeps disabled). Median of several runs, at full speed and with the CPU slowed 4×.
// Usage: node tools/benchmarks/cold-start.mjs [dist folder] [--runs 5]
import { chromium } from '@playwright/test';
import { serveStatic } from '../serve-static.mjs';
import { chromiumLaunchOptions } from '../playwright-chromium.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5;
const [dist = 'dist/apps/console'] = args;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await serveStatic(dist, 0);
const origin = `http://localhost:${server.address().port}`;
const browser = await chromium.launch(chromiumLaunchOptions);

/** One visit in a new profile: milliseconds from navigation start to first paint and to a usable form. */
async function visit(cpuSlowdown) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(`${origin}/login`, { waitUntil: 'commit' });
  // Checked every animation frame in the page, and timed there: a locator's wait polls at growing
  // intervals (up to 500 ms apart), which would add its own delay to the figure.
  const usable = await (
    await page.waitForFunction(() => (document.querySelector('form button[type=submit]:not([disabled])') ? performance.now() : 0), null, { polling: 'raf' })
  ).jsonValue();
  const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
  await context.close();
  return { paint, usable };
}

try {
  for (const slowdown of [1, 4]) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await visit(slowdown));
    const ms = (key) => `${Math.round(median(results.map((result) => result[key])))} ms`;
    console.log(`${dist} /login, CPU ${slowdown}×: first paint ${ms('paint')}, usable form ${ms('usable')} (median of ${runs}; runs ${results.map((r) => Math.round(r.usable)).join(' / ')} ms)`);
  }
} finally {
  await browser.close();
  server.close();
}
