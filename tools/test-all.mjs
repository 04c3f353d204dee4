#!/usr/bin/env node
// The one test command: every check a change must pass, in the order that fails fastest.
// Each step's output streams through; a summary with timings and test counts closes the run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureChromium, ensureInstalled } from './ensure-installed.mjs';

const root = new URL('..', import.meta.url).pathname;
ensureInstalled(root);
ensureChromium();
const reports = join(root, 'dist', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', TEST_REPORT_DIR: reports, FORCE_COLOR: '0' };
const nx = (args) => ['npx', ['nx', ...args, '--outputStyle=stream']];

// Nx's cache replays a task whose inputs did not change, with its test report. With a base (NX_BASE, or
// the merge base with origin/main on a branch) only the projects the change affects run; CI and main
// run everything, and on a fresh clone nothing is cached, so CI always runs every test.
const base = process.env.CI ? null : (process.env.NX_BASE ?? mergeBase('origin/main'));
const tasks = (targets) => (base ? nx(['affected', '-t', ...targets, `--base=${base}`, '--parallel=1']) : nx(['run-many', '-t', ...targets, '--parallel=1']));
if (base) console.log(`Only projects affected since ${base} (set CI=true to run everything).`);

const steps = [
  ['translations', ['node', ['tools/check-locales.mjs']]],
  // The module-boundary rule needs the project graph; without it the rule would be skipped silently.
  ['project graph', ['npx', ['nx', 'show', 'projects']]],
  ['lint', ['npx', ['eslint', '.', '--max-warnings=0']]],
  ['type check', ['npx', ['tsc', '-p', 'tsconfig.json']]],
  ['unit and component tests', tasks(['test'])],
  // The training data's checks, then the assistant trained on one part and measured on the other, per
  // language, against floors under today's figures (the goals, 85 % right, ≤ 3 % wrong and ≤ 5 % of
  // out-of-scope messages answered, are printed beside them).
  ['assistant training data', ['node', ['tools/assistant-training/validate.mjs']]],
  ['assistant answers (held-out messages)', ['node', ['tools/assistant-eval/evaluate.mjs']]],
  ['Firebase Auth emulator contract', ['node', ['tools/firebase-emulator/run-auth-contract.mjs']]],
  // Debian's Cloud Firestore emulator, started on a free port: firebase/firestore.rules and the shared
  // table of allowed and refused writes (which the local backend passed in the unit tests).
  ['Firestore rules on the emulator', ['node', ['tools/firebase-emulator/run-rules-tests.mjs', 'firestore']], { notRunReason: 'firestore-rules.not-run.txt' }],
  // The Storage emulator of firebase-tools, its rules evaluated by the Firestore emulator's rules engine.
  ['Storage rules on the emulator', ['node', ['tools/firebase-emulator/run-rules-tests.mjs', 'storage']], { notRunReason: 'storage-rules.not-run.txt' }],
  ['builds (local, Firebase, Storybook)', tasks(['build', 'build-firebase', 'build-storybook'])],
  // After the builds: it serves dist/apps/console-firebase with the Hosting emulator.
  ['Firebase hosting, rules files and seed checks', ['node', ['tools/firebase-emulator/run-offline-checks.mjs']]],
  // Every route of the local build against tools/benchmarks/route-budgets.json (the Firebase build's
  // routes are held to theirs in the Auth emulator step, which can sign in there).
  ['JavaScript per route (local build budgets)', ['node', ['tools/benchmarks/route-budgets.mjs']]],
  ['end-to-end tests in Chromium', nx(['run', 'console-e2e:e2e'])],
];

const results = [];
for (const [name, [command, args], { notRunReason } = {}] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  // Exit code 75 with a reason file: the tests could not run on this machine (not passed, not failed).
  const notRun = notRunReason && run.status === 75 && existsSync(join(reports, notRunReason)) ? readFileSync(join(reports, notRunReason), 'utf8').trim() : null;
  results.push({ name, ok: run.status === 0 || notRun !== null, notRun, seconds: (Date.now() - started) / 1000 });
  if (run.status !== 0 && notRun === null) break;
}

const counts = countTests(reports);
console.log('\n=== summary');
for (const { name, ok, notRun, seconds } of results) {
  if (notRun !== null) console.log(`NOT RUN  ${name} (${notRun})`);
  else console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(40)} ${seconds.toFixed(1)} s`);
}
for (const name of steps.slice(results.length).map(([n]) => n)) console.log(`skip  ${name}`);
const failedSteps = results.filter((r) => !r.ok).length + (steps.length - results.length);
if (counts.flaky) console.log(`flaky: ${counts.flaky} end-to-end test(s) passed only on their retry (named in the list above)`);
// The failing tests are named here too, so that the last lines of a long log say what broke.
for (const name of counts.failedNames) console.log(`failed test: ${name}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
if (failedSteps) console.log(`steps: ${results.filter((r) => !r.ok).length} failed, ${steps.length - results.length} not reached`);
process.exit(failedSteps === 0 && counts.failed === 0 ? 0 : 1);

/** The commit where HEAD left `ref`, or null when there is none or HEAD is on it (then everything runs). */
function mergeBase(ref) {
  const run = spawnSync('git', ['merge-base', 'HEAD', ref], { cwd: root, encoding: 'utf8' });
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  const found = run.status === 0 ? run.stdout.trim() : '';
  return found && found !== head ? found : null;
}

/** Adds up the JSON reports that vitest and Playwright wrote for this run. */
function countTests(folder) {
  const total = { passed: 0, failed: 0, skipped: 0, flaky: 0, failedNames: [] };
  if (!existsSync(folder)) return total;
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(folder, file), 'utf8'));
    if (report.stats) {
      total.passed += report.stats.expected + report.stats.flaky;
      total.failed += report.stats.unexpected;
      total.skipped += report.stats.skipped;
      total.flaky += report.stats.flaky;
      total.failedNames.push(...failedEndToEnd(report.suites ?? []));
    } else {
      total.passed += report.numPassedTests ?? 0;
      total.failed += report.numFailedTests ?? 0;
      total.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      for (const file of report.testResults ?? []) {
        for (const test of file.assertionResults ?? []) {
          if (test.status === 'failed') total.failedNames.push(`${relative(root, file.name)} › ${test.fullName}`);
        }
      }
    }
  }
  return total;
}

/** Titles of the Playwright tests whose outcome was unexpected, with their file. */
function failedEndToEnd(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => spec.tests?.some((test) => test.status === 'unexpected')).map((spec) => `${spec.file} › ${spec.title}`),
    ...failedEndToEnd(suite.suites ?? []),
  ]);
}
