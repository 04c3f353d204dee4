#!/usr/bin/env node
// Gzipped JavaScript a route really loads: opens the built console in Chromium, records every script
// it fetches until the network is idle, and gzips those files from the build folder.
// Usage: node tools/measure-route-js.mjs [dist folder] [route ...]
//   e.g. node tools/measure-route-js.mjs dist/apps/console /login /faq
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const [dist = 'dist/apps/console', ...routes] = process.argv.slice(2);
const port = 4390;
const server = spawn('npx', ['vite', 'preview', '--config', 'apps/console/vite.config.ts', '--outDir', join('..', '..', dist), '--port', String(port), '--strictPort'], {
  stdio: 'ignore',
});
await waitForServer(`http://localhost:${port}/`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const route of routes.length ? routes : ['/login']) {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.port === String(port) && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
    let raw = 0;
    let gzip = 0;
    for (const path of scripts) {
      const bytes = readFileSync(join(dist, path));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    console.log(`${dist} ${route}: ${scripts.size} scripts, ${(raw / 1024).toFixed(1)} kB raw, ${(gzip / 1024).toFixed(1)} kB gzip`);
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}

async function waitForServer(url) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not start`);
}
