#!/usr/bin/env node
// Puts the two Firebase builds where Hosting serves them from one origin: the console at the root and
// the customers' chat (the loader and the framed page) under /widget/. firebase/firebase.json's
// `public` is this folder. Run after `npx nx run-many -t build-firebase -p console widget`.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
export const HOSTING_FOLDER = join(root, 'dist', 'hosting');
const consoleBuild = join(root, 'dist', 'apps', 'console-firebase');
const widgetBuild = join(root, 'dist', 'apps', 'widget-firebase');

/** Copies both builds into `dist/hosting`; false (and nothing written) when one is missing. */
export function assembleHosting() {
  if (!existsSync(join(consoleBuild, 'index.html')) || !existsSync(join(widgetBuild, 'frame.html'))) return false;
  rmSync(HOSTING_FOLDER, { recursive: true, force: true });
  cpSync(consoleBuild, HOSTING_FOLDER, { recursive: true });
  cpSync(widgetBuild, join(HOSTING_FOLDER, 'widget'), { recursive: true });
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!assembleHosting()) {
    console.error('Build first: npx nx run-many -t build-firebase -p console widget');
    process.exit(1);
  }
  console.log(`Hosting folder ready: ${HOSTING_FOLDER}`);
}
