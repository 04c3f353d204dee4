import type { Tree } from '@nx/devkit';
import type { FeatureScreen } from './options';
import { findLine, insertLines, readLines } from './text-edits';

export const ROUTES_FILE = 'libs/routes/src/routes.ts';
export const FEATURES_FILE = 'apps/console/src/app/console-features.ts';

/** Whether the address map already has this key or address. */
export function routeTaken(tree: Tree, screen: FeatureScreen): boolean {
  const routes = readLines(tree, ROUTES_FILE);
  return routes.some((line) => line.startsWith(`  ${screen.key}: `) || line.includes(`'${screen.path}'`));
}

/** The address in libs/routes (before the local-only mailbox, which stays last). */
function addAddress(tree: Tree, screen: FeatureScreen): void {
  const lines = readLines(tree, ROUTES_FILE);
  const mailbox = findLine(lines, ROUTES_FILE, /^ {2}localMail: /);
  // The mailbox's doc comment sits above it and belongs with it.
  const before = lines[mailbox - 1]?.trim().startsWith('/**') ? mailbox - 1 : mailbox;
  insertLines(tree, ROUTES_FILE, lines, before, [`  ${screen.key}: '${screen.path}',`]);
}

/**
 * The feature in the console's list: its import, among the others in alphabetical order of library, and
 * its line above Settings, which stays last in the sidebar.
 */
function addFeature(tree: Tree, screen: FeatureScreen): void {
  let lines = readLines(tree, FEATURES_FILE);
  const featureImports = lines.map((line, index) => ({ index, library: /^import \{ \w+ \} from '(@console\/[^']+)';$/.exec(line)?.[1] })).filter(({ library }) => library);
  const after = featureImports.filter(({ library = '' }) => library < screen.importPath).at(-1);
  const at = after ? after.index + 1 : findLine(lines, FEATURES_FILE, /^import \{ \w+ \} from '@console\//);
  insertLines(tree, FEATURES_FILE, lines, at, [`import { ${screen.featureExport} } from '${screen.importPath}';`]);
  lines = readLines(tree, FEATURES_FILE);
  insertLines(tree, FEATURES_FILE, lines, findLine(lines, FEATURES_FILE, /^ {2}settingsFeature,$/), [`  ${screen.featureExport},`]);
}

export function wireRoute(tree: Tree, screen: FeatureScreen): void {
  addAddress(tree, screen);
  addFeature(tree, screen);
}
