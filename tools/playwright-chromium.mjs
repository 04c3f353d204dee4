/**
 * Debian's Chromium as Playwright launches it on our machines (no browser download is possible): headless,
 * and with the background services off that would try to reach the network. For the end-to-end tests and
 * every measuring tool.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};
