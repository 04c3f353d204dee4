// A service the tests start (an emulator): its output kept for a failure message, started and waited for
// until it answers, and always stopped again.
import { spawn } from 'node:child_process';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether anything answers at `url` (then the port is taken, or the service is up). */
export async function answers(url, { ok = false } = {}) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return !ok || response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts `command`; resolves once `ready()` says so, with a `stop()` that always ends it (`signal`, then
 * SIGKILL after `stopTimeoutMs`; a detached process is ended with its whole group, Java included).
 * Rejects with `name`'s reason and its output when it exits or does not come up in time.
 */
export async function startService({ name, command, args, cwd, detached = false, signal = 'SIGTERM', ready, readyTimeoutMs = 60_000, stopTimeoutMs = 10_000 }) {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], detached });
  // Kept for the failure message only: while tests run, the service's log is noise.
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
  const kill = (sent) => {
    try {
      if (detached) process.kill(-child.pid, sent);
      else child.kill(sent);
    } catch {
      // Already gone.
    }
  };
  /** Whether any process of the detached group is still there (a launcher's Java outlives the launcher). */
  const groupAlive = () => {
    try {
      process.kill(-child.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const stop = async () => {
    if (exited && !(detached && groupAlive())) return;
    kill(signal);
    const timer = setTimeout(() => kill('SIGKILL'), stopTimeoutMs);
    await exit;
    while (detached && groupAlive()) await sleep(100);
    clearTimeout(timer);
  };

  const deadline = Date.now() + readyTimeoutMs;
  while (!(await ready())) {
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(`${name} ${exited ? 'exited' : `did not answer within ${readyTimeoutMs / 1000} s`}. Its output:\n${output.trim()}`);
    }
    await sleep(200);
  }
  return { stop };
}
