// Imports the workspace's TypeScript (libraries by their `@console/*` alias) from a plain Node script,
// so that tools read the product's own constants and functions instead of copies of them.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { compilerOptions } = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8'));
const alias = Object.fromEntries(Object.entries(compilerOptions.paths).map(([name, [target]]) => [name, join(root, target)]));
const jiti = createJiti(import.meta.url, { alias, fsCache: false, moduleCache: true, jsx: true });

/** The module at `specifier`: an `@console/<lib>` alias or a path from the workspace root. */
export function importWorkspace(specifier) {
  return jiti.import(specifier.startsWith('@') ? specifier : join(root, specifier));
}
