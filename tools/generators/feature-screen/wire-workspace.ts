import { readJson, type Tree } from '@nx/devkit';
import type { FeatureScreen } from './options';
import { findLine, insertLines, readLines } from './text-edits';

export const TSCONFIG_FILE = 'tsconfig.base.json';
export const README_FILE = 'README.md';

export function aliasTaken(tree: Tree, screen: FeatureScreen): boolean {
  const { compilerOptions } = readJson<{ compilerOptions: { paths: Record<string, string[]> } }>(tree, TSCONFIG_FILE);
  return screen.importPath in compilerOptions.paths;
}

/**
 * The `@console/<name>` alias, last in `paths`. Edited as text: rewriting the JSON would spread every
 * one-line entry over three lines.
 */
function addAlias(tree: Tree, screen: FeatureScreen): void {
  const lines = readLines(tree, TSCONFIG_FILE);
  const last = findLine(lines, TSCONFIG_FILE, /^\s+"@console\/[^"]+": \[.*\],?$/, 'last');
  const entry = lines[last] ?? '';
  const indent = /^\s*/.exec(entry)?.[0] ?? '';
  if (!entry.endsWith(',')) lines[last] = `${entry},`;
  insertLines(tree, TSCONFIG_FILE, lines, last + 1, [`${indent}"${screen.importPath}": ["${screen.libraryRoot}/src/index.ts"]`]);
}

/** The library's row in the README's layout table, after the last screen with an address (`"Leads" (\`/leads\`): …`). */
function addReadmeRow(tree: Tree, screen: FeatureScreen): void {
  const lines = readLines(tree, README_FILE);
  const lastScreen = findLine(lines, README_FILE, /^\| `libs\/.*\(`\/.*\| feature[^|]*\|$/, 'last');
  insertLines(tree, README_FILE, lines, lastScreen + 1, [`| \`${screen.libraryRoot}\` | "${screen.titles.en}" (\`${screen.path}\`): ${screen.summary} | feature |`]);
}

export function wireWorkspace(tree: Tree, screen: FeatureScreen): void {
  addAlias(tree, screen);
  addReadmeRow(tree, screen);
}
