// Starts the Firebase Auth emulator from this folder's firebase-tools and stops it again. The Auth
// emulator runs inside the CLI's own Node process (no Java), so stopping that process frees its ports.
import { join } from 'node:path';
import { answers, startService } from './service-process.mjs';

/**
 * Resolves once the emulator answers on `host:port`, with a `stop()` that always ends the process;
 * rejects with the reason (and the CLI's output) when it does not come up.
 */
export async function startAuthEmulator({ root, config, projectId, host, port }) {
  const url = `http://${host}:${port}/`;
  if (await answers(url)) throw new Error(`${host}:${port} is already in use (an emulator left running?).`);
  const cli = join(root, 'tools', 'firebase-emulator', 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  return startService({
    name: 'the Firebase CLI',
    command: process.execPath,
    args: [cli, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', config],
    cwd: root,
    signal: 'SIGINT',
    ready: () => answers(url),
    readyTimeoutMs: 90_000,
    stopTimeoutMs: 20_000,
  });
}
