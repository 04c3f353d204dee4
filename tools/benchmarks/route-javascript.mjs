// The JavaScript a console route really loads, gzipped, and the budgets it must stay within
// (route-budgets.json). Shared by the command-line measurement (tools/measure-route-js.mjs), the
// budget check of the local build (route-budgets.mjs) and that of the Firebase build, which needs the
// Auth emulator to sign in (tools/firebase-emulator/browser/route-budgets.browser-spec.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const budgets = JSON.parse(readFileSync(new URL('./route-budgets.json', import.meta.url), 'utf8'));

/** The demo bank's account of the local build (README, "Demo account"). */
export const LOCAL_DEMO_SIGN_IN = { email: 'demo@demobanka.example', password: 'Demo-2026!' };

const kB = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Opens `url` in a new page of `context` with the HTTP cache off (every request routed), and returns
 * the paths of the scripts it fetched from `origin` until the network was idle.
 */
export async function scriptsOfRoute(context, origin, route) {
  const page = await context.newPage();
  try {
    await page.route('**/*', (route) => route.continue());
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    // A console that could not start shows its boot failure, whose scripts say nothing about the route.
    if ((await page.locator('main[role="alert"]').count()) > 0) throw new Error(`${route}: the console could not start`);
    return [...scripts];
  } finally {
    await page.close();
  }
}

/** Raw and gzipped (level 9) sizes in kB of built files, as the browser fetched them from `dist`. */
export function sizesOf(dist, paths) {
  let raw = 0;
  let gzip = 0;
  for (const path of paths) {
    const bytes = readFileSync(join(dist, path));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { scripts: paths.length, rawKb: kB(raw), gzipKb: kB(gzip) };
}

/** Signs in through the login page in a page of `context`; the session then holds for its other pages. */
export async function signIn(context, origin, { email, password }) {
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').first().fill(password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  await page.close();
}

/**
 * Measures every route of one build's budget (`budgets[build]`): the public ones on a first visit, the
 * signed-in ones after `signInFirst(context)`.
 * Returns one row per route, over budget or not.
 */
export async function measureBuild(browser, { build, dist, origin, signInFirst }) {
  const { public: publicRoutes, signedIn } = budgets[build];
  const rows = [];
  const measure = async (context, group, route, budget) =>
    rows.push({ build, group, route, budget, goal: budgets.goals[build][group], ...sizesOf(dist, await scriptsOfRoute(context, origin, route)) });
  // Each public route in a fresh profile: a first visit, with nothing stored yet.
  for (const [route, budget] of Object.entries(publicRoutes)) {
    const context = await browser.newContext();
    await measure(context, 'public', route, budget);
    await context.close();
  }
  const context = await browser.newContext();
  await signInFirst(context);
  for (const [route, budget] of Object.entries(signedIn)) await measure(context, 'signedIn', route, budget);
  await context.close();
  return rows;
}

/** The table every check prints: each route's figure, its budget and the goal beside it. */
export function report(rows) {
  return rows
    .map(({ build, route, gzipKb, scripts, budget, goal }) =>
      [gzipKb <= budget ? 'ok  ' : 'OVER', build.padEnd(8), route.padEnd(18), `${String(gzipKb).padStart(6)} kB gzip in ${String(scripts).padStart(2)} scripts`, `(budget ${budget}, goal ${goal})`].join('  '),
    )
    .join('\n');
}
