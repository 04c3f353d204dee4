// Serves a built console with the Hosting emulator and firebase/firebase.json's hosting section. The
// Hosting emulator is part of the CLI (no download, no Java), so this runs offline.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = new URL('../../../', import.meta.url).pathname;
const cli = join(root, 'tools', 'firebase-emulator', 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
const readyTimeoutMs = 60_000;

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the emulator on `buildFolder` and resolves to `{ origin, stop }`. The project's hosting
 * settings are copied unchanged into a throw-away config whose `public` links to the build, so that
 * the check serves exactly what `firebase deploy` would and never touches firebase/.
 */
export async function serveWithHostingEmulator(buildFolder, port = 5099) {
  const { hosting } = JSON.parse(readFileSync(join(root, 'firebase', 'firebase.json'), 'utf8'));
  const folder = mkdtempSync(join(tmpdir(), 'hosting-check-'));
  symlinkSync(resolve(buildFolder), join(folder, 'public'));
  const emulators = { hosting: { host: '127.0.0.1', port }, hub: { host: '127.0.0.1', port: port + 1 }, logging: { host: '127.0.0.1', port: port + 2 }, ui: { enabled: false } };
  writeFileSync(join(folder, 'firebase.json'), JSON.stringify({ hosting: { ...hosting, public: 'public' }, emulators }));

  const origin = `http://127.0.0.1:${port}`;
  if (await answers(origin)) throw new Error(`${origin} is already in use.`);
  const child = spawn(process.execPath, [cli, 'emulators:start', '--only', 'hosting', '--project', 'demo-tellr', '--config', join(folder, 'firebase.json')], {
    cwd: folder,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((done) => child.on('exit', done));
  let running = true;
  exited.then(() => {
    running = false;
  });

  const stop = async () => {
    if (running) child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
    rmSync(folder, { recursive: true, force: true });
  };

  const deadline = Date.now() + readyTimeoutMs;
  while (!(await answers(origin))) {
    if (!running || Date.now() > deadline) {
      await stop();
      throw new Error(`The Hosting emulator did not start. Its output:\n${output.trim()}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return { origin, stop };
}
