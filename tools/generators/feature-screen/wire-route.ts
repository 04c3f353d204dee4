import type { Tree } from '@nx/devkit';
import type { FeatureScreen } from './options';
import { findLine, insertLines, readLines } from './text-edits';

export const ROUTES_FILE = 'libs/routes/src/routes.ts';
export const ROUTE_TABLE_FILE = 'apps/console/src/app/route-table.ts';
export const ROUTER_FILE = 'apps/console/src/app/router.tsx';
export const ROUTER_SPEC_FILE = 'apps/console/src/app/router.spec.tsx';

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

/** The route table's row: signed in, in the main layout, with the screen's namespace loaded with its code. */
function addRouteRow(tree: Tree, screen: FeatureScreen): void {
  const lines = readLines(tree, ROUTE_TABLE_FILE);
  const lastSignedIn = findLine(lines, ROUTE_TABLE_FILE, /layout: 'main'/, 'last');
  insertLines(tree, ROUTE_TABLE_FILE, lines, lastSignedIn + 1, [
    `  { path: ROUTES.${screen.key}, page: '${screen.page}', titleKey: '${screen.key}', access: 'login', layout: 'main', namespaces: ['${screen.name}'] },`,
  ]);
}

/** The router's import and its screen map entry. */
function addScreen(tree: Tree, screen: FeatureScreen): void {
  let lines = readLines(tree, ROUTER_FILE);
  insertLines(tree, ROUTER_FILE, lines, findLine(lines, ROUTER_FILE, /^import .* from '@console\/routes';$/), [
    `import { ${screen.routeModule} } from '${screen.importPath}';`,
  ]);
  lines = readLines(tree, ROUTER_FILE);
  const map = findLine(lines, ROUTER_FILE, /^const screens\b/);
  insertLines(tree, ROUTER_FILE, lines, findLine(lines, ROUTER_FILE, /^\};$/, 'first', map), [`  [ROUTES.${screen.key}]: ${screen.routeModule},`]);
}

/** The router spec's list of every route (it fails on a route nobody declared). */
function addToRouteList(tree: Tree, screen: FeatureScreen): void {
  const lines = readLines(tree, ROUTER_SPEC_FILE);
  insertLines(tree, ROUTER_SPEC_FILE, lines, findLine(lines, ROUTER_SPEC_FILE, /^\s*\]\.sort\(\),$/), [`        '${screen.path}',`]);
}

export function wireRoute(tree: Tree, screen: FeatureScreen): void {
  addAddress(tree, screen);
  addRouteRow(tree, screen);
  addScreen(tree, screen);
  addToRouteList(tree, screen);
}
