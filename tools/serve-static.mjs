#!/usr/bin/env node
// Serves a built single-page app as production hosting does: hashed assets cached for a year, the page
// itself revalidated, gzip when the browser asks, a page drawn at build time for its route (login.html
// for /login), unknown paths answered with index.html. End-to-end
// tests and performance measurements run against this, not against a development server that makes the
// browser revalidate every file on every page load.
//   node tools/serve-static.mjs <folder> <port> [--mount /widget=dist/apps/widget]
// A mount serves another build under a path of the same origin (the chat widget shares the console's
// origin, and so its local database); it has no single-page fallback.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);

/** The file a request path names inside `root`, or (with `fallback`) index.html for the app's own routes. */
function fileFor(root, urlPath, fallback = true) {
  const decoded = decodeURIComponent(urlPath.split('?')[0]);
  const candidate = normalize(join(root, decoded));
  if (!candidate.startsWith(root)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  // A page drawn at build time (login.html for /login), as Hosting's rewrites serve it.
  if (fallback && !extname(decoded) && existsSync(`${candidate}.html`)) return `${candidate}.html`;
  // A missing file with an extension is a 404, not the app: a broken asset link must show up as one.
  return extname(decoded) || !fallback ? null : join(root, 'index.html');
}

/** The folder and the path inside it that serve a request: a mount's when the path is under one. */
function locate(root, mounts, urlPath) {
  for (const [prefix, folder] of mounts) {
    if (urlPath === prefix || urlPath.startsWith(`${prefix}/`)) {
      return { folder, file: fileFor(folder, urlPath.slice(prefix.length) || '/', false) };
    }
  }
  return { folder: root, file: fileFor(root, urlPath) };
}

export function serveStatic(folder, port, { headers = {}, mounts = {} } = {}) {
  const root = resolve(folder);
  const mounted = Object.entries(mounts).map(([prefix, mountFolder]) => [prefix.replace(/\/$/, ''), resolve(mountFolder)]);
  const server = createServer((request, response) => {
    const { folder: base, file } = locate(root, mounted, request.url ?? '/');
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const extension = extname(file);
    const immutable = file.startsWith(join(base, 'assets') + '/');
    response.setHeader('Content-Type', types[extension] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const gzip = compressible.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzip) {
      response.setHeader('Content-Encoding', 'gzip');
      response.setHeader('Vary', 'Accept-Encoding');
    }
    response.writeHead(200);
    if (request.method === 'HEAD') return void response.end();
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip({ level: 6 })) : stream).pipe(response);
  });
  return new Promise((resolvePromise) => server.listen(Number(port), 'localhost', () => resolvePromise(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [folder, port, ...options] = process.argv.slice(2);
  if (!folder || !port) {
    console.error('usage: node tools/serve-static.mjs <folder> <port> [--mount /path=folder]…');
    process.exit(2);
  }
  const mounts = {};
  for (let index = 0; index < options.length; index += 2) {
    if (options[index] !== '--mount' || !options[index + 1]?.includes('=')) throw new Error(`Unknown option ${options[index]}`);
    const [prefix, mountFolder] = options[index + 1].split('=');
    mounts[prefix] = mountFolder;
  }
  await serveStatic(folder, port, { mounts });
  console.log(`serving ${folder} at http://localhost:${port}/${Object.keys(mounts).length ? ` (and ${Object.entries(mounts).map(([p, f]) => `${f} at ${p}`).join(', ')})` : ''}`);
}
