import type { Tree } from '@nx/devkit';
import type { FeatureScreen } from './options';
import { findLine, insertLines, readLines } from './text-edits';

export const ICON_PATHS_FILE = 'libs/ui/src/icon/icon-paths.ts';
export const NAVIGATION_ICON_FILE = 'libs/layout-shell/src/main/navigation-item.ts';
export const SIDEBAR_FILE = 'apps/console/src/app/layouts/main-layout-route.tsx';

/** The icon names libs/ui draws (the keys of `iconPaths`). */
export function iconNames(tree: Tree): string[] {
  return readLines(tree, ICON_PATHS_FILE)
    .map((line) => /^ {2}(\w+): '/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

export function checkIcon(tree: Tree, icon: string): void {
  const known = iconNames(tree);
  if (!known.includes(icon)) throw new Error(`Unknown icon "${icon}". Choose one of: ${known.join(', ')} (or draw a new one in ${ICON_PATHS_FILE} first).`);
}

/** Lets the sidebar use the icon: NavigationIconName lists the icons it accepts, in alphabetical order. */
function allowIcon(tree: Tree, icon: string): void {
  const lines = readLines(tree, NAVIGATION_ICON_FILE);
  const index = findLine(lines, NAVIGATION_ICON_FILE, /^export type NavigationIconName = Extract<IconName, .*>;$/);
  const union = /Extract<IconName, (.*)>;/.exec(lines[index] ?? '')?.[1] ?? '';
  const allowed = union.split('|').map((name) => name.trim().replace(/'/g, ''));
  if (allowed.includes(icon)) return;
  const sorted = [...allowed, icon].sort().map((name) => `'${name}'`);
  lines[index] = `export type NavigationIconName = Extract<IconName, ${sorted.join(' | ')}>;`;
  tree.write(NAVIGATION_ICON_FILE, lines.join('\n'));
}

/** The sidebar entry, above Settings (which stays last). */
function addEntry(tree: Tree, screen: FeatureScreen): void {
  const lines = readLines(tree, SIDEBAR_FILE);
  insertLines(tree, SIDEBAR_FILE, lines, findLine(lines, SIDEBAR_FILE, /\{ to: ROUTES\.settings,/), [
    `    { to: ROUTES.${screen.key}, label: t('titles.${screen.key}', { ns: 'common' }), icon: '${screen.icon}' },`,
  ]);
}

export function wireSidebar(tree: Tree, screen: FeatureScreen): void {
  allowIcon(tree, screen.icon);
  addEntry(tree, screen);
}
