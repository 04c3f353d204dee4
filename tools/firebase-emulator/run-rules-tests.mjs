#!/usr/bin/env node
// Runs the security rules tests (rules/*.test.mjs) against the Firestore and Storage emulators, which
// `firebase emulators:exec` starts with firebase/firebase.json and stops afterwards.
//
// Exit codes: 0 the tests passed; 1 they failed, or the emulators did not start for a reason that is
// ours to fix (a rules file that does not compile, a port in use); NOT_RUN (75) when the emulators
// could not be downloaded or Java could not start them. Those tests then did NOT run and are counted
// nowhere: tools/test-all.mjs reports the step as "not run" with the reason.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled } from '../ensure-installed.mjs';
import { emulatorUnavailableReason, NOT_RUN_EXIT_CODE } from './emulator-unavailable.mjs';
import { nodeTestArguments, testFiles } from './node-test-command.mjs';

const root = new URL('../..', import.meta.url).pathname;
const folder = join(root, 'tools', 'firebase-emulator');
const cli = join(folder, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
// A demo project runs offline and cannot be confused with a real one.
const projectId = 'demo-tellr';
const reportFolder = process.env.TEST_REPORT_DIR ?? mkdtempSync(join(tmpdir(), 'rules-tests-'));
const reportFile = join(reportFolder, 'firebase-rules.json');
// tools/test-all.mjs prints this reason in its summary when the exit code is NOT_RUN_EXIT_CODE.
const notRunFile = join(reportFolder, 'firebase-rules.not-run.txt');

ensureInstalled(folder);
rmSync(reportFile, { force: true });
rmSync(notRunFile, { force: true });

const quote = (argument) => `'${argument.replaceAll("'", "'\\''")}'`;
const testCommand = [process.execPath, ...nodeTestArguments(testFiles('rules'), reportFile)].map(quote).join(' ');
const args = ['emulators:exec', '--only', 'firestore,storage', '--project', projectId, '--config', join(root, 'firebase', 'firebase.json'), testCommand];

// The CLI's output streams through (the tests' included) and is kept to tell why it stopped.
let output = '';
const status = await new Promise((resolve) => {
  const run = spawn(process.execPath, [cli, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const relay = (target) => (chunk) => {
    target.write(chunk);
    output = (output + chunk).slice(-20_000);
  };
  run.stdout.on('data', relay(process.stdout));
  run.stderr.on('data', relay(process.stderr));
  run.on('error', (error) => {
    output += `\n${error.message}`;
    resolve(1);
  });
  run.on('exit', (code) => resolve(code ?? 1));
});

// The report exists once the test runner has finished: only then did any test run.
const testsRan = existsSync(reportFile);
if (testsRan) {
  const { numPassedTests, numFailedTests } = JSON.parse(readFileSync(reportFile, 'utf8'));
  console.log(`\nSecurity rules tests: ${numPassedTests} passed, ${numFailedTests} failed.`);
  process.exit(status === 0 && numFailedTests === 0 ? 0 : 1);
}

const unavailable = emulatorUnavailableReason(output);
if (unavailable) {
  console.error(`\nSecurity rules tests were NOT run: ${unavailable}`);
  writeFileSync(notRunFile, `Firestore and Storage emulators unavailable: ${unavailable}`);
  process.exit(NOT_RUN_EXIT_CODE);
}
console.error('\nSecurity rules tests were NOT run: the emulators stopped before the tests started (see the output above). This is a failure.');
process.exit(1);
