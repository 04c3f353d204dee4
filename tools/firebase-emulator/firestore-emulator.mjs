// Starts the Cloud Firestore emulator that Debian's google-cloud-cli-firestore-emulator installs (the
// copy firebase-tools would download cannot be fetched here) on a free port, with the project's rules,
// and stops it again. Java 17 runs it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

export const FIRESTORE_EMULATOR_BINARY =
  process.env.FIRESTORE_EMULATOR_BINARY ?? '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

const host = '127.0.0.1';
const readyTimeoutMs = 60_000;
const stopTimeoutMs = 10_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why the emulator cannot run on this machine, or null when it can. */
export function firestoreEmulatorUnavailableReason() {
  if (!existsSync(FIRESTORE_EMULATOR_BINARY)) {
    return `the Cloud Firestore emulator is not installed at ${FIRESTORE_EMULATOR_BINARY} (Debian package google-cloud-cli-firestore-emulator; or set FIRESTORE_EMULATOR_BINARY).`;
  }
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) return `Java could not be started (${java.error?.message ?? java.stderr.trim()}); the emulator needs Java 17.`;
  return null;
}

/** A port nothing listens on now: the test command may run beside `npm start` or another test run. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Resolves with `{ host, port, stop }` once the emulator answers; `stop()` always ends it (the launcher
 * script starts Java in a process group of its own, which is what is ended). Rejects with the
 * emulator's output when it does not come up.
 */
export async function startFirestoreEmulator({ rulesFile }) {
  const port = await freePort();
  const child = spawn(FIRESTORE_EMULATOR_BINARY, ['start', `--host=${host}`, `--port=${port}`, `--rules=${rulesFile}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
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
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const stop = async () => {
    if (exited) return;
    signalGroup('SIGTERM');
    const timer = setTimeout(() => signalGroup('SIGKILL'), stopTimeoutMs);
    await exit;
    clearTimeout(timer);
  };

  const deadline = Date.now() + readyTimeoutMs;
  while (!(await answers(`http://${host}:${port}/`))) {
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(`the Firestore emulator ${exited ? 'exited' : `did not answer within ${readyTimeoutMs / 1000} s`}. Its output:\n${output.trim()}`);
    }
    await sleep(200);
  }
  return { host, port, stop };
}
