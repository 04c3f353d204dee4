// The Storage emulator of firebase-tools evaluates rules with a jar (cloud-storage-rules-runtime) that
// the CLI downloads on first use into its cache; no npm or Debian package provides it, so on our
// machines the Storage rules cannot run unless someone placed that jar in the cache by hand.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Why the Storage rules cannot be evaluated here, or null when the CLI has its rules runtime. */
export function storageRulesRuntimeReason(folder) {
  const require = createRequire(join(folder, 'package.json'));
  const { getDownloadDetails } = require('firebase-tools/lib/emulator/downloadableEmulators.js');
  const { downloadPath } = getDownloadDetails('storage');
  if (existsSync(downloadPath)) return null;
  return `the Storage emulator evaluates rules with ${downloadPath.split('/').pop()}, which firebase-tools downloads on first use from a host this machine cannot reach; no npm or Debian package provides it (a copy placed at ${downloadPath} would be used).`;
}
