#!/usr/bin/env node
// Gzipped JavaScript a route really loads: opens the built console in Chromium, records every script
// it fetches until the network is idle, and gzips those files from the build folder.
// Usage: [SIGN_IN=email:password] node tools/measure-route-js.mjs [dist folder] [route ...]
//   e.g. node tools/measure-route-js.mjs dist/apps/console /login
//        SIGN_IN='demo@demobanka.example:Demo-2026!' node tools/measure-route-js.mjs dist/apps/console /faq
// With SIGN_IN, the session is made first through the login page; each route then opens in a new page
// of that browser profile with the HTTP cache bypassed, so every script it needs is counted.
// With BEYOND=/route, each route also reports the scripts the other route does not load: a screen's own
// code beyond the shell, e.g. BEYOND=/home node tools/measure-route-js.mjs dist/apps/console /dashboard
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { serveStatic } from './serve-static.mjs';

const [dist = 'dist/apps/console', ...routes] = process.argv.slice(2);
// Served in this process, compressed as Hosting serves it, on a free port: a fresh origin (a first
// visit) every run, and nothing left running after it, however it ends.
const server = await serveStatic(dist, 0);
const { port } = server.address();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const context = await browser.newContext();
  if (process.env.SIGN_IN) await signIn(context, process.env.SIGN_IN);
  const loaded = new Map();
  const beyond = process.env.BEYOND;
  for (const route of [...(beyond ? [beyond] : []), ...(routes.length ? routes : ['/login'])]) {
    const page = await context.newPage();
    // Routing every request turns the HTTP cache off for this page.
    await page.route('**/*', (request) => request.continue());
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.port === String(port) && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
    // A console that could not start shows its boot failure, whose scripts say nothing about the route.
    if ((await page.locator('main[role="alert"]').count()) > 0) {
      throw new Error(`${dist} ${route}: the console could not start (a Firebase build needs its settings: measure dist/apps/console-firebase-emulator, built with demo settings by npx nx run console:build-firebase-emulator)`);
    }
    let raw = 0;
    let gzip = 0;
    for (const path of scripts) {
      const bytes = readFileSync(join(dist, path));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    console.log(`${dist} ${route}: ${scripts.size} scripts, ${(raw / 1024).toFixed(1)} kB raw, ${(gzip / 1024).toFixed(1)} kB gzip`);
    loaded.set(route, scripts);
    if (beyond && route !== beyond) {
      const own = [...scripts].filter((path) => !loaded.get(beyond)?.has(path));
      const sizes = own.map((path) => [path, gzipSync(readFileSync(join(dist, path)), { level: 9 }).length]);
      for (const [path, size] of sizes) console.log(`  ${path} ${(size / 1024).toFixed(1)} kB gzip`);
      console.log(`  ${route} beyond ${beyond}: ${own.length} scripts, ${(sizes.reduce((total, [, size]) => total + size, 0) / 1024).toFixed(1)} kB gzip`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}

async function signIn(context, credentials) {
  const [email, password] = credentials.split(':');
  const page = await context.newPage();
  await page.goto(`http://localhost:${port}/login`);
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').first().fill(password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.close();
}
