import type { Tree } from '@nx/devkit';
import { readLines } from './text-edits';

export const ICON_PATHS_FILE = 'libs/icons/src/icon-paths.ts';

/** The icon names there are (the keys of `iconPaths`). */
export function iconNames(tree: Tree): string[] {
  return readLines(tree, ICON_PATHS_FILE)
    .map((line) => /^ {2}(\w+): '/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

/** The sidebar entry names its icon in the feature itself; an unknown one is refused before anything is written. */
export function checkIcon(tree: Tree, icon: string): void {
  const known = iconNames(tree);
  if (!known.includes(icon)) throw new Error(`Unknown icon "${icon}". Choose one of: ${known.join(', ')} (or draw a new one in ${ICON_PATHS_FILE} first).`);
}
