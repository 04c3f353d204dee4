#!/usr/bin/env node
// Runs the backend's auth contract suite against the Firebase Auth emulator, through the Firebase
// adapter. The emulator is always stopped afterwards; the exit code is the tests' own. When the
// emulator cannot start, the tests count as not run, never as passed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled } from '../ensure-installed.mjs';
import { startAuthEmulator } from './auth-emulator.mjs';
import { firestoreEmulatorUnavailableReason, startFirestoreEmulator } from './firestore-emulator.mjs';

const root = new URL('../..', import.meta.url).pathname;
const folder = join(root, 'tools', 'firebase-emulator');
const config = join(root, 'firebase', 'firebase.json');
// A demo project runs offline and cannot be confused with a real one.
const projectId = 'demo-tellr';
const vitest = ['npx', ['vitest', 'run', '--config', 'libs/backend/firebase-emulator.vitest.ts']];
const browserChecks = (withFirestore) => [
  ['npx', ['nx', 'run', 'console:build-firebase-emulator', '--outputStyle=stream']],
  ['npx', ['playwright', 'test', '--config', 'tools/firebase-emulator/browser/playwright.config.ts', ...(withFirestore ? [] : ['--grep-invert', 'live data'])]],
];

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const notRunMessage = (why) => `\nFirebase Auth emulator contract tests were NOT run: ${why}`;

// firebase-tools has its own lock file, so that the main install stays lean. ensureInstalled exits
// by itself when npm ci fails; say what that means for these tests.
const onInstallExit = (code) => {
  if (code !== 0) console.error(notRunMessage("installing firebase-tools failed (see npm's output above)."));
};
process.on('exit', onInstallExit);
ensureInstalled(folder);
process.off('exit', onInstallExit);

const { host, port } = JSON.parse(readFileSync(config, 'utf8')).emulators.auth;
const booting = Date.now();
let emulator;
try {
  emulator = await startAuthEmulator({ root, config, projectId, host, port });
} catch (error) {
  console.error(notRunMessage(`the Auth emulator did not start: ${error instanceof Error ? error.message : String(error)}`));
  process.exit(1);
}
console.log(`Auth emulator ready on ${host}:${port} after ${seconds(booting)}`);

// The Firestore emulator of the browser checks, once started.
let firestore = null;
const stopOnSignal = (signal, code) =>
  process.on(signal, () => {
    Promise.all([emulator.stop(), firestore?.stop()]).finally(() => process.exit(code));
  });
stopOnSignal('SIGINT', 130);
stopOnSignal('SIGTERM', 143);

const testsStarted = Date.now();
const status = await new Promise((resolve) => {
  const [command, args] = vitest;
  const run = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: `${host}:${port}` } });
  run.on('error', (error) => {
    console.error(error.message);
    resolve(1);
  });
  run.on('exit', (code) => resolve(code ?? 1));
});
const testTime = seconds(testsStarted);

// The console's Firebase build on the same emulator, in Chromium: what a signed-out browser keeps, the
// JavaScript each route loads against its budget (tools/benchmarks/route-budgets.json) and, with
// Debian's Firestore emulator beside it (on a free port the build is pointed at), the live data of a
// signed-in bank. Without that emulator the build's Firestore reaches nothing, and the live-data check
// says it did not run.
const browserStarted = Date.now();
if (status === 0 && !firestoreEmulatorUnavailableReason()) {
  firestore = await startFirestoreEmulator({ rulesFile: join(root, 'firebase', 'firestore.rules') }).catch((error) => {
    console.error(`The Firestore emulator did not start: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
}
if (firestore) process.env.VITE_FIREBASE_FIRESTORE_EMULATOR_HOST = `${firestore.host}:${firestore.port}`;
else console.log(`Live data of the Firebase build in Chromium NOT RUN: ${firestoreEmulatorUnavailableReason() ?? 'the Firestore emulator did not start'}`);
const browserStatus = status === 0 ? await runAll(browserChecks(firestore !== null)) : 0;
await firestore?.stop();
const browserTime = seconds(browserStarted);

await emulator.stop();
console.log(`Auth emulator contract: tests ${testTime}, browser checks ${browserTime}, emulator stopped, ${seconds(started)} in all`);
process.exit(status || browserStatus);

/** Runs the commands one after another, inheriting the output; resolves with the first failing exit code. */
async function runAll(commands) {
  for (const [command, args] of commands) {
    const code = await new Promise((resolve) => {
      const run = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } });
      run.on('error', () => resolve(1));
      run.on('exit', (exitCode) => resolve(exitCode ?? 1));
    });
    if (code !== 0) return code;
  }
  return 0;
}
