#!/usr/bin/env node
// What a publish learns, timed in headless Chromium: a bank with every catalogue question answered and
// 500 phrasings of its own (5 for each of the 97 questions, and 15 questions of its own by their text),
// all in one language (each language in turn), then spread over the three languages as one publish
// learns them; the median of `--runs`. Budget: ≤ 10 s. Exits 1 when it is missed.
// Usage: node tools/benchmarks/learning-budget.mjs [--runs 3]
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { serveStatic } from '../serve-static.mjs';
import { trainingData } from '../assistant-training/training-data.mjs';
import { chromiumLaunchOptions } from '../playwright-chromium.mjs';

const BUDGET_SECONDS = 10;
const root = new URL('../..', import.meta.url).pathname;
const runsIndex = process.argv.indexOf('--runs');
const runs = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** What the bank taught in one language: 5 phrasings of every catalogue question and 15 own questions. */
function taughtIn(locale) {
  const questions = [...trainingData(locale).questions];
  const catalogue = questions.map(([id, phrasings]) => ({ id, phrasings: phrasings.filter(({ kind }) => kind !== 'question' && kind !== 'variant').slice(0, 5).map(({ text }) => text) }));
  const own = questions.slice(0, 15).map(([id, phrasings], at) => ({ id: `own-${at}`, phrasings: [phrasings.at(-1)?.text ?? id] }));
  return [...catalogue, ...own];
}

const folder = mkdtempSync(join(tmpdir(), 'learning-budget-'));
writeFileSync(
  join(folder, 'entry.ts'),
  `import { learnBankModel, loadBankBackground } from '@console/assistant-engine';
   (window as unknown as { learn: unknown }).learn = async (locale: 'mk' | 'en' | 'sq', taught: Array<{ id: string; phrasings: string[] }>) => {
     const started = performance.now();
     const model = await learnBankModel(await loadBankBackground(locale), taught);
     return { seconds: (performance.now() - started) / 1000, labels: model?.labels.length ?? 0 };
   };`,
);
await build({ entryPoints: [join(folder, 'entry.ts')], bundle: true, format: 'esm', splitting: true, outdir: join(folder, 'out'), tsconfig: join(root, 'tsconfig.base.json'), logLevel: 'error' });
writeFileSync(join(folder, 'out', 'index.html'), '<!doctype html><meta charset="utf-8"><script type="module" src="./entry.js"></script>');
const server = await serveStatic(join(folder, 'out'), 4393);
const browser = await chromium.launch(chromiumLaunchOptions);
let missed = false;
const report = (what, times) => {
  const seconds = median(times);
  missed ||= seconds > BUDGET_SECONDS;
  console.log(`${what} learned in ${seconds.toFixed(2)} s (median of ${times.length}; budget ${BUDGET_SECONDS} s)${seconds > BUDGET_SECONDS ? '  ✗ over budget' : ''}`);
};
try {
  const page = await browser.newPage();
  await page.goto('http://localhost:4393/');
  await page.waitForFunction(() => 'learn' in window);
  for (const locale of ['mk', 'en', 'sq']) {
    const taught = taughtIn(locale);
    const times = [];
    let labels = 0;
    for (let run = 0; run < runs; run += 1) {
      const result = await page.evaluate(([code, questions]) => window.learn(code, questions), [locale, taught]);
      times.push(result.seconds);
      labels = result.labels;
    }
    report(`${locale}: ${taught.reduce((sum, { phrasings }) => sum + phrasings.length, 0)} phrasings of ${taught.length} questions (${labels} labels)`, times);
  }
  // The same 500, a third in each language: a publish learns the languages one after the other.
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    let seconds = 0;
    for (const [at, locale] of ['mk', 'en', 'sq'].entries()) {
      const taught = taughtIn(locale).filter((_, position) => position % 3 === at);
      seconds += (await page.evaluate(([code, questions]) => window.learn(code, questions), [locale, taught])).seconds;
    }
    times.push(seconds);
  }
  report('mk + en + sq: the same 500 phrasings, a third in each language, as one publish', times);
} finally {
  await browser.close();
  await server.close();
}
process.exitCode = missed ? 1 : 0;
