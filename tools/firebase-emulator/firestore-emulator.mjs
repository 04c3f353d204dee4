// Starts the Cloud Firestore emulator that Debian's google-cloud-cli-firestore-emulator installs (the
// copy firebase-tools would download cannot be fetched here) on a free port, with the project's rules,
// and stops it again. Java 17 runs it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { answers, startService } from './service-process.mjs';

export const FIRESTORE_EMULATOR_BINARY =
  process.env.FIRESTORE_EMULATOR_BINARY ?? '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

const host = '127.0.0.1';

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

/**
 * Resolves with `{ host, port, stop }` once the emulator answers; `stop()` always ends it (the launcher
 * script starts Java in the process group that is ended). Rejects with the emulator's output when it
 * does not come up.
 */
export async function startFirestoreEmulator({ rulesFile }) {
  const port = await freePort();
  const { stop } = await startService({
    name: 'the Firestore emulator',
    command: FIRESTORE_EMULATOR_BINARY,
    args: ['start', `--host=${host}`, `--port=${port}`, `--rules=${rulesFile}`],
    detached: true,
    ready: () => answers(`http://${host}:${port}/`, { ok: true }),
  });
  return { host, port, stop };
}
