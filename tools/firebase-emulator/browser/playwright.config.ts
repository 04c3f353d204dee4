import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../playwright-chromium.mjs';

/** The console's Firebase build wired to the Auth emulator (`console:build-firebase-emulator`), in Chromium. */
export const FIREBASE_CONSOLE_PORT = 4320;

const chromium = chromiumLaunchOptions;

// Run by run-auth-contract.mjs while the Auth emulator is up, with Debian's Firestore emulator beside it
// where installed (the build is pointed at it); without it, the build's Firestore calls reach nothing
// and only the live-data check needs them.
export default defineConfig({
  testDir: '.',
  testMatch: '*.browser-spec.ts',
  outputDir: '../../../dist/.playwright/firebase-browser/test-output',
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ...(process.env['TEST_REPORT_DIR'] ? [['json', { outputFile: `${process.env['TEST_REPORT_DIR']}/firebase-browser.json` }] as const] : [])],
  use: { baseURL: `http://localhost:${FIREBASE_CONSOLE_PORT}`, launchOptions: chromium },
  webServer: {
    command: `node tools/serve-static.mjs dist/apps/console-firebase-emulator ${FIREBASE_CONSOLE_PORT}`,
    cwd: '../../..',
    url: `http://localhost:${FIREBASE_CONSOLE_PORT}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
