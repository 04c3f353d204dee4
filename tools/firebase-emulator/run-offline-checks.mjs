#!/usr/bin/env node
// The Firebase tooling's checks that need no Firestore or Storage emulator: the rules files against
// the console's limits, which emulator failures excuse a test run, the seed's pure parts, and the
// hosting configuration served by the Hosting emulator over the Firebase build (when there is one).
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled } from '../ensure-installed.mjs';
import { nodeTestArguments, testFiles } from './node-test-command.mjs';

const folder = new URL('.', import.meta.url).pathname;
ensureInstalled(folder);
const reportFolder = process.env.TEST_REPORT_DIR ?? mkdtempSync(join(tmpdir(), 'firebase-checks-'));
const run = spawnSync(process.execPath, nodeTestArguments(testFiles('checks', 'seed'), join(reportFolder, 'firebase-offline-checks.json')), { stdio: 'inherit' });
process.exit(run.status ?? 1);
