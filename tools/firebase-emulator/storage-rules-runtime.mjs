// The Storage emulator of firebase-tools evaluates rules with a jar (cloud-storage-rules-runtime) that
// the CLI downloads on first use into its cache, from a host our machines cannot reach. The Cloud
// Firestore emulator that Debian installs carries the same Firebase rules engine, `firebase.storage`
// service included: storage-rules-runtime/StorageRulesRuntime.java speaks the CLI's protocol on top of
// it, and is built here into a jar of that name in a folder of its own, which the CLI is pointed at
// (FIREBASE_EMULATORS_PATH). A downloaded runtime, where one exists, is used as it is.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { FIRESTORE_EMULATOR_BINARY } from './firestore-emulator.mjs';

const source = new URL('./storage-rules-runtime/StorageRulesRuntime.java', import.meta.url).pathname;

/** The jar the CLI would run, by its own account (it reads FIREBASE_EMULATORS_PATH when loaded). */
function cliRuntimePath(folder) {
  const require = createRequire(join(folder, 'package.json'));
  return require('firebase-tools/lib/emulator/downloadableEmulators.js').getDownloadDetails('storage').downloadPath;
}

function commandWorks(command) {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  return !result.error && result.status === 0;
}

/**
 * Makes the Storage rules runnable: resolves to `{ env }` (the environment the CLI needs, empty when it
 * has a downloaded runtime) or `{ reason }` saying why they cannot run on this machine.
 */
export function prepareStorageRulesRuntime(folder) {
  if (existsSync(cliRuntimePath(folder))) return { env: {} };
  const engine = join(dirname(FIRESTORE_EMULATOR_BINARY), 'cloud-firestore-emulator.jar');
  if (!existsSync(engine)) {
    return { reason: `the Storage rules are evaluated with the rules engine of the Cloud Firestore emulator, which is not installed at ${engine} (Debian package google-cloud-cli-firestore-emulator; or set FIRESTORE_EMULATOR_BINARY).` };
  }
  if (!commandWorks('javac') || !commandWorks('jar')) {
    return { reason: 'the Storage rules runtime is built from storage-rules-runtime/StorageRulesRuntime.java with javac and jar (a Java 17 JDK), which this machine lacks.' };
  }
  // One folder per version of the source and of the engine: a change to either builds anew.
  const key = createHash('sha256').update(readFileSync(source)).update(`${engine}:${statSync(engine).size}:${statSync(engine).mtimeMs}`).digest('hex').slice(0, 16);
  const cache = join(tmpdir(), `storage-rules-runtime-${key}`);
  const jarName = basename(cliRuntimePath(folder));
  const jar = join(cache, jarName);
  if (!existsSync(jar)) {
    const work = `${cache}.${process.pid}`;
    rmSync(work, { recursive: true, force: true });
    mkdirSync(join(work, 'classes'), { recursive: true });
    // -proc:none: the engine's jar names annotation processors it does not contain.
    const compiled = spawnSync('javac', ['-proc:none', '-cp', engine, '-d', join(work, 'classes'), source], { encoding: 'utf8' });
    if (compiled.status !== 0) throw new Error(`The Storage rules runtime did not compile:\n${compiled.stderr}`);
    writeFileSync(join(work, 'manifest.txt'), `Main-Class: StorageRulesRuntime\nClass-Path: ${new URL(`file://${engine}`).href}\n`);
    const packed = spawnSync('jar', ['cfm', join(work, jarName), join(work, 'manifest.txt'), '-C', join(work, 'classes'), '.'], { encoding: 'utf8' });
    if (packed.status !== 0) throw new Error(`The Storage rules runtime could not be packed:\n${packed.stderr}`);
    // Moved into place whole, so that a run beside this one never sees half a jar.
    try {
      renameSync(work, cache);
    } catch {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return { env: { FIREBASE_EMULATORS_PATH: cache } };
}
