// Installs the npm packages when they are missing or older than package-lock.json, so that `npm start`
// and `npm test` work as the first command on a fresh clone. Imports nothing that npm installs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function ensureInstalled(root) {
  const lock = readFileSync(join(root, 'package-lock.json'));
  const digest = createHash('sha256').update(lock).digest('hex');
  const stamp = join(root, 'node_modules', '.installed-lock-sha256');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return;
  // Installed by hand (`npm install`/`npm ci`): npm's own record of the tree is newer than the lock file.
  const hidden = join(root, 'node_modules', '.package-lock.json');
  if (existsSync(hidden) && statSync(hidden).mtimeMs >= statSync(join(root, 'package-lock.json')).mtimeMs) {
    writeFileSync(stamp, digest);
    return;
  }
  console.log('Installing packages (npm ci)…');
  const run = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  writeFileSync(stamp, digest);
}

/** The end-to-end tests drive Debian's Chromium (no browser download is possible here). */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  console.log('Installing Chromium for the end-to-end tests (apt-get install chromium)…');
  const apt = (...args) => {
    const [command, prefix] = process.getuid?.() === 0 ? ['apt-get', []] : ['sudo', ['apt-get']];
    return spawnSync(command, [...prefix, ...args], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  };
  if (!apt('update', '-qq') || !apt('install', '-y', '-qq', 'chromium') || !existsSync(path)) {
    console.error(`Chromium is missing at ${path}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
