#!/usr/bin/env node
// Runs the security rules tests against the emulators: `firestore` (the default) starts Debian's Cloud
// Firestore emulator on a free port and runs rules/firestore.test.mjs and the backend's shared table of
// allowed and refused writes (the same table the local backend passes in every unit test run) on it;
// `storage` runs rules/storage.test.mjs on the Storage emulator of firebase-tools, its rules evaluated by
// the Firestore emulator's rules engine (storage-rules-runtime.mjs).
//
// Exit codes: 0 the tests passed; 1 they failed, or an emulator did not start for a reason that is ours
// to fix (a rules file that does not compile); NOT_RUN (75) when the emulator cannot exist on this
// machine. Those tests then did NOT run and are counted nowhere: tools/test-all.mjs reports the step as
// "not run" with the reason written to `<report folder>/<target>-rules.not-run.txt`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled } from '../ensure-installed.mjs';
import { emulatorUnavailableReason, NOT_RUN_EXIT_CODE } from './emulator-unavailable.mjs';
import { firestoreEmulatorUnavailableReason, startFirestoreEmulator } from './firestore-emulator.mjs';
import { nodeTestArguments } from './node-test-command.mjs';
import { prepareStorageRulesRuntime } from './storage-rules-runtime.mjs';

const root = new URL('../..', import.meta.url).pathname;
const folder = join(root, 'tools', 'firebase-emulator');
const target = process.argv[2] ?? 'firestore';
if (!['firestore', 'storage'].includes(target)) {
  console.error('usage: run-rules-tests.mjs [firestore|storage]');
  process.exit(2);
}
const reportFolder = process.env.TEST_REPORT_DIR ?? mkdtempSync(join(tmpdir(), 'rules-tests-'));
const reportFile = join(reportFolder, `${target}-rules.json`);
const notRunFile = join(reportFolder, `${target}-rules.not-run.txt`);
const title = target === 'firestore' ? 'Firestore rules tests' : 'Storage rules tests';

ensureInstalled(folder);
rmSync(reportFile, { force: true });
rmSync(notRunFile, { force: true });

function notRun(reason) {
  console.error(`\n${title} were NOT run: ${reason}`);
  writeFileSync(notRunFile, reason);
  process.exit(NOT_RUN_EXIT_CODE);
}

/** Runs a command with the output streaming through; resolves with its exit code and the output's tail. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const relay = (stream) => (chunk) => {
      stream.write(chunk);
      output = (output + chunk).slice(-20_000);
    };
    child.stdout.on('data', relay(process.stdout));
    child.stderr.on('data', relay(process.stderr));
    child.on('error', (error) => resolve({ status: 1, output: `${output}\n${error.message}` }));
    child.on('exit', (code) => resolve({ status: code ?? 1, output }));
  });
}

const nodeTests = (file) => [process.execPath, ...nodeTestArguments([join(folder, 'rules', file)], reportFile)];

if (target === 'firestore') {
  const unavailable = firestoreEmulatorUnavailableReason();
  if (unavailable) notRun(unavailable);
  const started = Date.now();
  let emulator;
  try {
    emulator = await startFirestoreEmulator({ rulesFile: join(root, 'firebase', 'firestore.rules') });
  } catch (error) {
    console.error(`\n${title} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const stopOnSignal = (signal, code) => process.on(signal, () => void emulator.stop().finally(() => process.exit(code)));
  stopOnSignal('SIGINT', 130);
  stopOnSignal('SIGTERM', 143);
  console.log(`Firestore emulator ready on ${emulator.host}:${emulator.port} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const env = { FIRESTORE_EMULATOR_HOST: `${emulator.host}:${emulator.port}` };
  const [command, ...args] = nodeTests('firestore.test.mjs');
  const rules = await run(command, args, env);
  // The shared write table through the Firebase adapter, as the local backend runs it in `nx test backend`.
  const table = await run('npx', ['vitest', 'run', '--config', 'libs/backend/firestore-emulator.vitest.ts'], { ...env, TEST_REPORT_DIR: reportFolder });
  await emulator.stop();
  const { numPassedTests, numFailedTests } = JSON.parse(readFileSync(reportFile, 'utf8'));
  console.log(`\n${title}: ${numPassedTests} passed, ${numFailedTests} failed; shared write table ${table.status === 0 ? 'passed' : 'FAILED'}.`);
  process.exit(rules.status === 0 && numFailedTests === 0 && table.status === 0 ? 0 : 1);
}

// Storage: firebase-tools runs the Storage emulator itself; its rules are evaluated by the runtime that
// storage-rules-runtime.mjs builds on the Firestore emulator's rules engine.
const runtime = prepareStorageRulesRuntime(folder);
if (runtime.reason) notRun(runtime.reason);
const quote = (argument) => `'${argument.replaceAll("'", "'\\''")}'`;
const cli = join(folder, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
const testCommand = nodeTests('storage.test.mjs').map(quote).join(' ');
const storage = await run(process.execPath, [cli, 'emulators:exec', '--only', 'storage', '--project', 'demo-tellr', '--config', join(root, 'firebase', 'firebase.json'), testCommand], runtime.env);
if (existsSync(reportFile)) {
  const { numPassedTests, numFailedTests } = JSON.parse(readFileSync(reportFile, 'utf8'));
  console.log(`\n${title}: ${numPassedTests} passed, ${numFailedTests} failed.`);
  process.exit(storage.status === 0 && numFailedTests === 0 ? 0 : 1);
}
const unavailable = emulatorUnavailableReason(storage.output);
if (unavailable) notRun(unavailable);
console.error(`\n${title} were NOT run: the emulator stopped before the tests started (see the output above). This is a failure.`);
process.exit(1);
