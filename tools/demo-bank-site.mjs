#!/usr/bin/env node
// The demo bank's website, on its own origin, with the chat widget's snippet for the demo assistant:
// how a bank embeds the assistant, under a strict Content-Security-Policy.
//   node tools/demo-bank-site.mjs <port> <widget origin> [--host 127.0.0.1] [--assistant demo-banka]
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

const folder = join(new URL('..', import.meta.url).pathname, 'apps', 'widget', 'demo-site');
const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};

export function serveDemoBankSite(port, widgetOrigin, { host = 'localhost', assistantId = 'demo-banka' } = {}) {
  const page = readFileSync(join(folder, 'index.html'), 'utf8').replaceAll('%WIDGET_ORIGIN%', widgetOrigin).replaceAll('%ASSISTANT_ID%', assistantId);
  const styles = readFileSync(join(folder, 'demo-site.css'), 'utf8');
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/demo-site.css') return void response.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8' }).end(styles);
    if (path === '/' || path === '/index.html') return void response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(page);
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  });
  return new Promise((resolve) => server.listen(Number(port), host, () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [port, widgetOrigin] = process.argv.slice(2);
  if (!port || !widgetOrigin?.startsWith('http')) {
    console.error('usage: node tools/demo-bank-site.mjs <port> <widget origin> [--host 127.0.0.1] [--assistant demo-banka]');
    process.exit(2);
  }
  const host = option('host', 'localhost');
  await serveDemoBankSite(port, widgetOrigin, { host, assistantId: option('assistant', 'demo-banka') });
  console.log(`demo bank website at http://${host}:${port}/ (chat from ${widgetOrigin})`);
}
