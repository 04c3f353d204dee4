import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tools/playwright-chromium.mjs';
import { CONSOLE_PORT, CONSOLE_URL, DEMO_BANK_URL, FOREIGN_SITE_URL } from './src/support/servers';

const baseURL = CONSOLE_URL;
const portOf = (url: string) => new URL(url).port;

const chromium = chromiumLaunchOptions;

export default defineConfig({
  testDir: './src',
  outputDir: '../../dist/.playwright/apps/console-e2e/test-output',
  fullyParallel: true,
  forbidOnly: !!process.env['CI'],
  // One retry on CI: a test that passes only on its retry is reported as flaky in the output, not hidden.
  retries: process.env['CI'] ? 1 : 0,
  // One worker: on 2 cores one Chromium already keeps both cores 85 % busy, so a second worker made the
  // suite only 15 % shorter while every test took 1.7 times as long and varied with its neighbour.
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: '../../dist/.playwright/apps/console-e2e/report' }],
    ...(process.env['TEST_REPORT_DIR'] ? [['json', { outputFile: `${process.env['TEST_REPORT_DIR']}/console-e2e.json` }] as const] : []),
  ],
  use: {
    baseURL,
    // Recording a trace doubled the time of every test on 2 cores; a failure on CI is retried with one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: [
    {
      // The built console, with the chat widget under /widget/ of the same origin, served as production
      // hosting serves them (cached hashed assets, gzip); the e2e target depends on both builds.
      command: `node tools/serve-static.mjs dist/apps/console ${CONSOLE_PORT} --mount /widget=dist/apps/widget`,
      cwd: '../..',
      url: baseURL,
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
    },
    {
      command: `node tools/demo-bank-site.mjs ${portOf(DEMO_BANK_URL)} ${CONSOLE_URL}`,
      cwd: '../..',
      url: DEMO_BANK_URL,
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
    },
    {
      command: `node tools/demo-bank-site.mjs ${portOf(FOREIGN_SITE_URL)} ${CONSOLE_URL} --host ${new URL(FOREIGN_SITE_URL).hostname}`,
      cwd: '../..',
      url: FOREIGN_SITE_URL,
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
    },
  ],
});
