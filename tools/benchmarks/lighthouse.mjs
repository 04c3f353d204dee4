#!/usr/bin/env node
// Lighthouse (mobile, its default simulated throttling) on a built console served compressed as
// Hosting serves it: each route in a fresh browser profile (a first visit), several runs, the median.
// Usage: node tools/benchmarks/lighthouse.mjs [dist folder] [--runs 3] [route ...]
//   e.g. node tools/benchmarks/lighthouse.mjs dist/apps/console /login /register
//        node tools/benchmarks/lighthouse.mjs dist/apps/console-firebase-emulator /login
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveStatic } from '../serve-static.mjs';
import { chromiumLaunchOptions } from '../playwright-chromium.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
const [dist = 'dist/apps/console', ...routes] = args;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await serveStatic(dist, 0);
const origin = `http://localhost:${server.address().port}`;
try {
  for (const route of routes.length ? routes : ['/login', '/register']) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      // A new browser each run: nothing cached, nothing stored (the local database included).
      const chrome = await launch({
        chromePath: chromiumLaunchOptions.executablePath,
        chromeFlags: chromiumLaunchOptions.args,
      });
      try {
        const { lhr } = await lighthouse(`${origin}${route}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
        const audit = (id) => lhr.audits[id].numericValue;
        results.push({ score: Math.round(lhr.categories.performance.score * 100), fcp: audit('first-contentful-paint'), lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time') });
      } finally {
        await chrome.kill();
      }
    }
    const column = (key) => results.map((result) => result[key]);
    const ms = (value) => `${Math.round(value)} ms`;
    console.log(
      `${dist} ${route}: performance ${median(column('score'))} (runs ${column('score').join(' / ')}), FCP ${ms(median(column('fcp')))}, LCP ${ms(median(column('lcp')))}, TBT ${ms(median(column('tbt')))}`,
    );
  }
} finally {
  server.close();
}
