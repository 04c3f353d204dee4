#!/usr/bin/env node
// `npm start`: installs what is missing, then serves the console on the local backend with demo data.
import { spawn } from 'node:child_process';
import { ensureInstalled } from './ensure-installed.mjs';

const root = new URL('..', import.meta.url).pathname;
ensureInstalled(root);

const port = process.env.PORT ?? '4200';
console.log(`
  Tellr console — local backend with demo data (stored in this browser's IndexedDB)
  URL:          http://localhost:${port}/
  Demo sign-in: demo@demobanka.example / Demo-2026!
  E-mails:      http://localhost:${port}/local-mail (verification and reset links)
`);
const server = spawn('npx', ['vite', '--config', 'apps/console/vite.config.ts', '--port', port, '--strictPort'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VITE_BACKEND: 'local' },
});
server.on('exit', (code) => process.exit(code ?? 0));
