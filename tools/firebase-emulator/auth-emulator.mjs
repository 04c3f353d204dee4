// Starts the Firebase Auth emulator from this folder's firebase-tools and stops it again. The Auth
// emulator runs inside the CLI's own Node process (no Java), so stopping that process frees its ports.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const readyTimeoutMs = 90_000;
const stopTimeoutMs = 20_000;

/** Answers anything at all: then the port is taken, by an emulator left running or another program. */
async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the emulator answers on `host:port`, with a `stop()` that always ends the process;
 * rejects with the reason (and the CLI's output) when it does not come up.
 */
export async function startAuthEmulator({ root, config, projectId, host, port }) {
  const url = `http://${host}:${port}/`;
  if (await answers(url)) throw new Error(`${host}:${port} is already in use (an emulator left running?).`);

  const cli = join(root, 'tools', 'firebase-emulator', 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', config];
  const child = spawn(process.execPath, [cli, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  // Kept for the failure message only: while tests run, the emulator's log of every e-mail is noise.
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = new Promise((resolve) => {
    child.on('error', (error) => {
      keep(`\n${error.message}\n`);
      exited = true;
      resolve();
    });
    child.on('exit', () => {
      exited = true;
      resolve();
    });
  });

  const stop = async () => {
    if (exited) return;
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
    await exit;
    clearTimeout(timer);
  };

  const deadline = Date.now() + readyTimeoutMs;
  while (!(await answers(url))) {
    if (exited || Date.now() > deadline) {
      await stop();
      const why = exited ? 'the Firebase CLI exited' : `it did not answer within ${readyTimeoutMs / 1000} s`;
      throw new Error(`${why}. Its output:\n${output.trim()}`);
    }
    await sleep(200);
  }
  return { stop };
}
