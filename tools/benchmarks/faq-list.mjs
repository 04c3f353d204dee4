#!/usr/bin/env node
// Benchmark of the FAQ list with a large catalogue (default 5,000 questions, 7 runs).
// Usage: node tools/benchmarks/faq-list.mjs [--size 5000] [--runs 7]
// It runs the real FAQ screen on the real local backend (fake IndexedDB) under jsdom through vitest, and
// prints the medians of: mount to first row (listeners + mapping + join + render), the same with the
// data already cached (React's work for the list), and one saved answer to the updated row.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const size = option('size', 5000);
const runs = option('runs', 7);
const folder = mkdtempSync(join(tmpdir(), 'faq-bench-'));
const output = join(folder, 'result.json');

const run = spawnSync('npx', ['vitest', 'run', '--config', join(here, 'vitest.config.ts'), '--reporter', 'dot'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, FAQ_BENCH_SIZE: String(size), FAQ_BENCH_RUNS: String(runs), FAQ_BENCH_OUTPUT: output },
});
if (run.status !== 0) process.exit(run.status ?? 1);

const result = JSON.parse(readFileSync(output, 'utf8'));
rmSync(folder, { recursive: true, force: true });
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const line = (label, values) => console.log(`${label.padEnd(52)} median ${median(values).toFixed(1).padStart(7)} ms   (runs: ${values.map((v) => v.toFixed(0)).join(', ')})`);
console.log(`\nFAQ list, ${result.size} questions, ${result.runs} runs (jsdom, local backend on fake IndexedDB)`);
line('mount to first row, listeners starting', result.streamsToList);
line('mount to first row, data cached', result.firstRender);
line('one answer saved to its row updated', result.oneAnswer);
