import { join } from 'node:path';
import { generateFiles, names, type Tree } from '@nx/devkit';
import { normalizeOptions, type FeatureScreen, type FeatureScreenOptions } from './options';
import { routeTaken, wireRoute } from './wire-route';
import { checkIcon, wireSidebar } from './wire-sidebar';
import { textsTaken, wireTexts } from './wire-texts';
import { aliasTaken, wireWorkspace } from './wire-workspace';

/** A text as a single-quoted TypeScript string, for the generated test. */
const quoteString = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** What already carries the screen's name; a second run must not add a second route or sidebar entry. */
function takenBy(tree: Tree, screen: FeatureScreen): string[] {
  return [
    tree.exists(screen.libraryRoot) && screen.libraryRoot,
    routeTaken(tree, screen) && `the route ${screen.key} (${screen.path})`,
    textsTaken(tree, screen) && `the title ${screen.key} or the namespace ${screen.name} in locales/`,
    aliasTaken(tree, screen) && `the alias ${screen.importPath}`,
  ].filter((found): found is string => typeof found === 'string');
}

/**
 * A signed-in screen in its own feature library, wired into the console: address, route table, router,
 * sidebar, titles and texts in the three languages, alias, README. Every check runs before the first
 * write, so a refused run changes nothing.
 */
export async function featureScreenGenerator(tree: Tree, options: FeatureScreenOptions): Promise<void> {
  const screen = normalizeOptions(options);
  const taken = takenBy(tree, screen);
  if (taken.length > 0) throw new Error(`A screen named "${screen.name}" exists already (${taken.join('; ')}). Nothing was changed.`);
  checkIcon(tree, screen.icon);

  generateFiles(tree, join(__dirname, 'files'), '.', { ...screen, storyGroup: names(screen.name).className, quote: quoteString, tmpl: '' });
  wireRoute(tree, screen);
  wireSidebar(tree, screen);
  wireTexts(tree, screen);
  wireWorkspace(tree, screen);
}

export default featureScreenGenerator;
