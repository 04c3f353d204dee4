// firebase/firebase.json's hosting section, served by the Hosting emulator over the Firebase builds
// (the console at the root, the chat under /widget/): the single-page rewrite, the caching headers and
// the security headers, a Content-Security-Policy that the built index.html can live with (no inline
// script; inline styles only by hash), and a chat page that any website may frame while the console
// may be framed by none.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { assembleHosting, HOSTING_FOLDER } from '../assemble-hosting.mjs';
import { serveWithHostingEmulator } from './hosting-emulator.mjs';

const root = new URL('../../../', import.meta.url).pathname;
// FIREBASE_BUILD_DIR serves another build, e.g. one made with a project's settings.
const build = process.env.FIREBASE_BUILD_DIR ?? HOSTING_FOLDER;
const hasBuild = process.env.FIREBASE_BUILD_DIR ? existsSync(join(build, 'index.html')) : assembleHosting();
const title = hasBuild
  ? 'hosting of the Firebase builds'
  : 'hosting of the Firebase builds — NOT RUN: no builds in dist/apps/console-firebase and widget-firebase (npx nx run-many -t build-firebase -p console widget)';

describe(title, { skip: !hasBuild }, () => {
  let server;
  const get = (path) => fetch(`${server.origin}${path}`, { redirect: 'manual' });
  const policyOf = (response) =>
    Object.fromEntries(
      response.headers
        .get('content-security-policy')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );

  before(async () => {
    server = await serveWithHostingEmulator(build);
  });
  after(() => server?.stop());

  it('answers every route of the console with index.html, never cached', async () => {
    const index = readFileSync(join(build, 'index.html'), 'utf8');
    for (const path of ['/', '/faq', '/settings', '/verify-email-address', '/index.html', '/login/more']) {
      const response = await get(path);
      assert.equal(response.status, 200, path);
      assert.equal(await response.text(), index, path);
      assert.equal(response.headers.get('cache-control'), 'no-cache', path);
    }
  });

  it('answers the sign-in and registration pages with the page drawn at build time, never cached', async () => {
    for (const page of ['login', 'register']) {
      const response = await get(`/${page}`);
      assert.equal(response.status, 200, page);
      assert.equal(await response.text(), readFileSync(join(build, `${page}.html`), 'utf8'), page);
      assert.equal(response.headers.get('cache-control'), 'no-cache', page);
      assert.deepEqual(policyOf(response)['frame-ancestors'], ["'none'"], page);
    }
  });

  it('lets browsers keep the hashed assets for a year', async () => {
    const script = readdirSync(join(build, 'assets')).find((name) => name.endsWith('.js'));
    const response = await get(`/assets/${script}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });

  it('sends the security headers with pages and assets alike', async () => {
    const script = readdirSync(join(build, 'assets')).find((name) => name.endsWith('.js'));
    for (const path of ['/faq', `/assets/${script}`]) {
      const response = await get(path);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.match(response.headers.get('strict-transport-security'), /^max-age=\d{8,}/);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        assert.match(response.headers.get('permissions-policy'), new RegExp(`(^|, )${feature}=\\(\\)`));
      }
      assert.deepEqual(policyOf(response)['frame-ancestors'], ["'none'"]);
    }
  });

  it('allows scripts only from files, and the inline boot style of index.html only by its hash', async () => {
    const policy = policyOf(await get('/login'));
    assert.ok(!policy['script-src'].some((source) => source.startsWith("'unsafe")), policy['script-src'].join(' '));
    assert.ok(!policy['style-src'].includes("'unsafe-inline'"));
    for (const file of ['index.html', 'login.html', 'register.html']) {
      const page = readFileSync(join(build, file), 'utf8');
      for (const [, attributes] of page.matchAll(/<script\b([^>]*)>/g)) assert.match(attributes, /\bsrc=/, `${file} has an inline script`);
      for (const [, css] of page.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
        const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
        assert.ok(policy['style-src'].includes(hash), `style-src lacks ${hash}: the inline style of ${file} changed`);
      }
      // An inline style attribute is refused too: a page drawn at build time must carry none.
      assert.doesNotMatch(page, /\sstyle="/, `${file} has an inline style attribute`);
    }
  });

  it('lets the console reach exactly the Firebase services it uses', async () => {
    const policy = policyOf(await get('/login'));
    for (const host of ['identitytoolkit.googleapis.com', 'securetoken.googleapis.com', 'firestore.googleapis.com', 'firebasestorage.googleapis.com', 'firebaseinstallations.googleapis.com']) {
      assert.ok(policy['connect-src'].includes(`https://${host}`), host);
    }
    assert.ok(policy['img-src'].includes('https://firebasestorage.googleapis.com'));
    assert.deepEqual(policy['object-src'], ["'none'"]);
    // Only its own pages: the embed page's preview of the chat.
    assert.deepEqual(policy['frame-src'], ["'self'"]);
  });

  it("serves the chat's loader and page, which any website may frame, and nothing of the console's", async () => {
    const loader = await get('/widget/loader.js');
    assert.equal(loader.status, 200);
    assert.match(loader.headers.get('content-type'), /javascript/);
    const page = await get('/widget/frame.html');
    assert.equal(page.status, 200);
    assert.equal(await page.text(), readFileSync(join(build, 'widget', 'frame.html'), 'utf8'));
    const policy = policyOf(page);
    assert.deepEqual(policy['frame-ancestors'], ['*']);
    assert.equal(page.headers.get('x-frame-options'), null);
    assert.deepEqual(policy['connect-src'], ["'self'", 'https://firestore.googleapis.com']);
    assert.ok(!policy['script-src'].some((source) => source.startsWith("'unsafe")));
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    const script = readdirSync(join(build, 'widget', 'assets')).find((name) => name.endsWith('.js'));
    assert.equal((await get(`/widget/assets/${script}`)).headers.get('cache-control'), 'public, max-age=31536000, immutable');
    // The console itself stays unframeable, whatever its path looks like.
    for (const path of ['/', '/faq', '/widgets', '/w']) {
      assert.deepEqual(policyOf(await get(path))['frame-ancestors'], ["'none'"], path);
      assert.equal((await get(path)).headers.get('x-frame-options'), 'DENY', path);
    }
    // Under /widget/ only the chat's own files exist: any other path is not found, never the console
    // (which would then be framed with the chat's frame-ancestors *).
    const index = readFileSync(join(build, 'index.html'), 'utf8');
    for (const path of ['/widget/anything-else', '/widget/faq', '/widget/']) {
      const response = await get(path);
      assert.equal(response.status, 404, path);
      assert.notEqual(await response.text(), index, path);
    }
  });
});
