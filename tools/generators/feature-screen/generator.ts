import { join } from 'node:path';
import { generateFiles, names, type Tree } from '@nx/devkit';
import { normalizeOptions, type FeatureScreen, type FeatureScreenOptions } from './options';
import { routeTaken, wireRoute } from './wire-route';
import { checkIcon } from './check-icon';
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
 * A signed-in screen in its own feature library, registered with the console: the library (its feature:
 * route, sidebar entry, screen; its texts' types), its address, its line in the console's list of
 * features, its title and texts in the three languages, its alias and README row. Every check runs
 * before the first write, so a refused run changes nothing.
 */
export async function featureScreenGenerator(tree: Tree, options: FeatureScreenOptions): Promise<void> {
  const screen = normalizeOptions(options);
  const taken = takenBy(tree, screen);
  if (taken.length > 0) throw new Error(`A screen named "${screen.name}" exists already (${taken.join('; ')}). Nothing was changed.`);
  checkIcon(tree, screen.icon);

  // A namespace with a dash is a quoted key in the texts' type.
  const namespaceKey = screen.name.includes('-') ? `'${screen.name}'` : screen.name;
  generateFiles(tree, join(__dirname, 'files'), '.', { ...screen, namespaceKey, storyGroup: names(screen.name).className, quote: quoteString, tmpl: '' });
  wireRoute(tree, screen);
  wireTexts(tree, screen);
  wireWorkspace(tree, screen);
}

export default featureScreenGenerator;
