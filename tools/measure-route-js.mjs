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
// The budgets npm test holds the routes to: tools/benchmarks/route-budgets.mjs.
import { chromium } from '@playwright/test';
import { scriptsOfRoute, signIn, sizesOf } from './benchmarks/route-javascript.mjs';
import { serveStatic } from './serve-static.mjs';
import { chromiumLaunchOptions } from './playwright-chromium.mjs';

const [dist = 'dist/apps/console', ...routes] = process.argv.slice(2);
// Served in this process, compressed as Hosting serves it, on a free port: a fresh origin (a first
// visit) every run, and nothing left running after it, however it ends.
const server = await serveStatic(dist, 0);
const origin = `http://localhost:${server.address().port}`;

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const context = await browser.newContext();
  if (process.env.SIGN_IN) {
    const [email, password] = process.env.SIGN_IN.split(':');
    await signIn(context, origin, { email, password });
  }
  const loaded = new Map();
  const beyond = process.env.BEYOND;
  for (const route of [...(beyond ? [beyond] : []), ...(routes.length ? routes : ['/login'])]) {
    const scripts = await scriptsOfRoute(context, origin, route);
    const { rawKb, gzipKb } = sizesOf(dist, scripts);
    console.log(`${dist} ${route}: ${scripts.length} scripts, ${rawKb} kB raw, ${gzipKb} kB gzip`);
    loaded.set(route, new Set(scripts));
    if (beyond && route !== beyond) {
      const own = scripts.filter((path) => !loaded.get(beyond)?.has(path));
      for (const path of own) console.log(`  ${path} ${sizesOf(dist, [path]).gzipKb} kB gzip`);
      console.log(`  ${route} beyond ${beyond}: ${own.length} scripts, ${sizesOf(dist, own).gzipKb} kB gzip`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
