#!/usr/bin/env node
// Bundles firebase/functions/src into firebase/functions/lib/index.js: the workspace's libraries and
// texts are compiled in, the Firebase SDKs stay imports (Cloud Build installs them from the package).
// Usage: node tools/firebase-emulator/build-functions.mjs [outfile]
import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

export async function buildFunctions(outfile = join(root, 'firebase', 'functions', 'lib', 'index.js')) {
  return build({
    entryPoints: [join(root, 'firebase', 'functions', 'src', 'index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: join(root, 'tsconfig.base.json'),
    external: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
    metafile: true,
    charset: 'utf8',
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildFunctions(process.argv[2]);
  console.log('Built firebase/functions/lib/index.js');
}
