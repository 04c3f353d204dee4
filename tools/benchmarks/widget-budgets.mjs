#!/usr/bin/env node
// The chat widget's budgets, measured on the local builds (npx nx build console && npx nx build widget):
//   loader ≤ 4 kB gzip · chat JavaScript on first open ≤ 110 kB gzip · click to a usable chat ≤ 1 s
//   (median in headless Chromium) · an answer ≤ 20 ms over 300 questions in each of 3 languages.
// Usage: node tools/benchmarks/widget-budgets.mjs [--runs 7]. Exits 1 when a budget is missed.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { serveDemoBankSite } from '../demo-bank-site.mjs';
import { serveStatic } from '../serve-static.mjs';
import { importWorkspace } from '../workspace-import.mjs';
import { knowledgeFromCatalogue } from '../assistant-eval/knowledge-from-catalogue.mjs';

const root = new URL('../..', import.meta.url).pathname;
const runsIndex = process.argv.indexOf('--runs');
const runs = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 7;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = [];
const report = (name, value, unit, budget) => results.push({ name, value, unit, budget, ok: value <= budget });

// 1. The loader, as a bank's page downloads it.
report('loader.js (gzip)', gzipSync(readFileSync(`${root}dist/apps/widget/loader.js`), { level: 6 }).length / 1000, 'kB', 4);

// 2 and 3. In Chromium: the chat's JavaScript fetched on the first open, and click to a usable chat.
const consoleServer = await serveStatic(`${root}dist/apps/console`, 4391, { mounts: { '/widget': `${root}dist/apps/widget` } });
const siteServer = await serveDemoBankSite(4392, 'http://localhost:4391');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage();
const clickToUsable = [];
let firstOpenBytes = 0;
for (let run = 0; run < runs + 1; run += 1) {
  await page.goto('http://localhost:4392/');
  const frame = page.frameLocator('iframe[title]');
  const launcher = frame.getByRole('button');
  await launcher.waitFor();
  const scripts = [];
  const onResponse = (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  };
  page.on('response', onResponse);
  const started = Date.now();
  await launcher.click();
  await frame.getByRole('textbox').waitFor();
  const elapsed = Date.now() - started;
  page.off('response', onResponse);
  if (run === 0) {
    // The first open of a fresh browser: what a customer downloads for the chat.
    for (const response of scripts) firstOpenBytes += (await response.request().sizes()).responseBodySize;
  } else clickToUsable.push(elapsed);
  await page.evaluate(() => localStorage.clear());
}
await browser.close();
consoleServer.close();
siteServer.close();
report('chat JavaScript on first open (gzip)', firstOpenBytes / 1000, 'kB', 110);
report(`click to usable chat (median of ${runs}, cached)`, median(clickToUsable), 'ms', 1000);

// 4. The engine: 300 entries in each language (the catalogue three times over), every evaluation question.
const { buildAnswerIndex, findAnswer } = await importWorkspace('@console/assistant-engine');
const timings = [];
for (const locale of ['mk', 'en', 'sq']) {
  const base = knowledgeFromCatalogue(locale);
  const entries = [0, 1, 2, 3].flatMap((copy) => base.map((entry) => ({ ...entry, id: `${entry.id}-${copy}` }))).slice(0, 300);
  const index = buildAnswerIndex(locale, entries);
  const questions = JSON.parse(readFileSync(`${root}tools/assistant-eval/questions.${locale}.json`, 'utf8'));
  for (const { q } of questions) findAnswer(index, q);
  for (const { q } of questions) {
    const started = performance.now();
    findAnswer(index, q);
    timings.push(performance.now() - started);
  }
}
const sorted = [...timings].sort((a, b) => a - b);
report(`answer over 300 questions (p95 of ${timings.length}, Node's V8)`, sorted[Math.floor(sorted.length * 0.95)], 'ms', 20);

for (const { name, value, unit, budget, ok } of results) console.log(`${ok ? 'ok  ' : 'OVER'}  ${name.padEnd(58)} ${value.toFixed(1).padStart(7)} ${unit}  (budget ${budget} ${unit})`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
