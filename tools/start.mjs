#!/usr/bin/env node
// `npm start`: installs what is missing, then serves the console on the local backend with demo data,
// the chat widget under the console's /widget/, and the demo bank's website (another origin) with the
// widget's snippet.
import { spawn } from 'node:child_process';
import { ensureInstalled } from './ensure-installed.mjs';

const root = new URL('..', import.meta.url).pathname;
ensureInstalled(root);

const port = '4200';
const bankSitePort = '4410';
console.log(`
  Tellr console — local backend with demo data (stored in this browser's IndexedDB)
  URL:          http://localhost:${port}/
  Demo sign-in: demo@demobanka.example / Demo-2026!
  E-mails:      http://localhost:${port}/local-mail (verification and reset links)
  Demo bank:    http://localhost:${bankSitePort}/ (its website, with the published assistant's chat)
`);
const env = { ...process.env, VITE_BACKEND: 'local' };
const servers = [
  spawn('npx', ['vite', '--config', 'apps/console/vite.config.ts', '--port', port, '--strictPort'], { cwd: root, stdio: 'inherit', env }),
  // The widget's own development server; the console's server forwards /widget/ to it.
  spawn('npx', ['vite', '--config', 'apps/widget/vite.config.ts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env }),
  spawn('node', ['tools/demo-bank-site.mjs', bankSitePort, `http://localhost:${port}`], { cwd: root, stdio: 'inherit' }),
];
for (const server of servers) {
  server.on('exit', (code) => {
    for (const other of servers) if (other !== server) other.kill();
    process.exit(code ?? 0);
  });
}
